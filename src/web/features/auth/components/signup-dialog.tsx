import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { codeProblem, serverProblem, showProblem } from '../account-form-rules.ts';
import type { FormProblem, SignupFormValues } from '../account-form-rules.ts';
import { verifiedEmailStorageKey } from '../../../lib/auth/logout.ts';
import { register } from '../api/register.ts';
import { sendVerification } from '../api/send-verification.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { SignupCodeStep } from './signup-code-step.tsx';
import { SignupFormStep } from './signup-form-step.tsx';

type SignupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitchToLogin: () => void;
};

const emptySignup: SignupFormValues = { email: '', username: '', password: '', confirmPassword: '' };

/** A step of account creation that failed, with the toast it shows. */
class SignupStepError extends Error {
  readonly problem: FormProblem;
  constructor(problem: FormProblem) {
    super(problem.description);
    this.problem = problem;
  }
}

function rememberVerifiedEmail(email: string) {
  try {
    window.localStorage.setItem(verifiedEmailStorageKey, email);
  } catch {
    // Storage can be unavailable (private mode); the server keeps the verification anyway.
  }
}

/**
 * Account creation in two steps (docs/product/accounts.md#signing-up): the form, which asks for a code by e-mail,
 * then the code, which verifies the address and registers (which signs in), closes and fires the welcome event.
 */
export function SignupDialog({ open, onOpenChange, onSwitchToLogin }: SignupDialogProps) {
  const text = useMessages('shell').signup;
  const m = useMessages('accounts');
  const { setUser } = useAuth();
  const form = useForm<SignupFormValues>({ defaultValues: emptySignup });
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  // The dialog's toasts ("code sent", a wrong code) say nothing once the account exists: they go with the dialog,
  // not over the welcome.
  // The shop shows one toast at a time: the latest is the one to close.
  const shown = useRef<ReturnType<typeof toast> | null>(null);
  const say = (latest: ReturnType<typeof toast>) => void (shown.current = latest);

  const sendCode = useMutation({
    mutationFn: sendVerification,
    onSuccess: (_result, sentTo) => {
      say(toast({ title: m.codeSentTitle, description: m.codeSent }));
      if (sentTo !== email) setCode('');
      setEmail(sentTo);
      setStep('code');
    },
    onError: (error) => say(showProblem(serverProblem(error, m.sendVerificationFailedTitle, m.sendVerificationFailed))),
  });

  const finish = () => {
    shown.current?.dismiss();
    shown.current = null;
    onOpenChange(false);
    form.reset(emptySignup);
    setStep('form');
    setCode('');
    setEmail('');
  };

  const createAccount = useMutation({
    mutationFn: async (values: SignupFormValues & { code: string }) => {
      try {
        await verifyEmail({ email: values.email, code: values.code });
      } catch (error) {
        throw new SignupStepError(serverProblem(error, m.invalidCodeTitle, m.invalidCode));
      }
      rememberVerifiedEmail(values.email);
      try {
        // Registering signs the browser in (its answer sets the session cookie): no second sign-in, which would
        // check the password again and count as a sign-in try (docs/product/accounts.md#signing-up).
        return await register({ email: values.email, username: values.username, password: values.password });
      } catch (error) {
        throw new SignupStepError(serverProblem(error, m.registrationFailedTitle, m.registrationFailed));
      }
    },
    onSuccess: async (user) => {
      finish();
      await setUser(user);
      emitAppEvent(appEvents.showWelcomeModal);
    },
    onError: (error) => {
      if (error instanceof SignupStepError) say(showProblem(error.problem));
      else say(showProblem({ title: m.registrationFailedTitle, description: m.registrationFailed }));
    },
  });

  const onCreateAccount = () => {
    const problem = codeProblem(code, m);
    if (problem) return say(showProblem(problem));
    const values = form.getValues();
    createAccount.mutate({ ...values, email, code });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent toastsAbove data-testid="signup-dialog" data-step={step}>
        <DialogHeader>
          <p aria-hidden="true" className="mb-1 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">
            {step === 'form' ? '1 / 2' : '2 / 2'}
          </p>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{step === 'form' ? text.description : m.codeStepDescription({ email })}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {step === 'form' ? (
            <>
              <SignupFormStep
                form={form}
                sending={sendCode.isPending}
                onValid={(values) => sendCode.mutate(values.email)}
              />
              <p className="mt-6 border-t border-ink/15 pt-5 text-sm text-ink-soft">
                {text.haveAccount}{' '}
                <Button variant="link" className="font-bold text-ink" onClick={onSwitchToLogin}>
                  {text.signIn}
                </Button>
              </p>
            </>
          ) : (
            <SignupCodeStep
              code={code}
              onCodeChange={setCode}
              creating={createAccount.isPending}
              resending={sendCode.isPending}
              onCreateAccount={onCreateAccount}
              onResend={() => sendCode.mutate(email)}
              onBack={() => setStep('form')}
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
