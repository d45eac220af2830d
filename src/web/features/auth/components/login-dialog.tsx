import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { emailInputProps, LabelledInput } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { login } from '../api/login.ts';
import type { LoginInput } from '../api/login.ts';
import { loginFailureProblem, loginSubmitProblem, showProblem } from '../account-form-rules.ts';
import { useAuth } from '../../../hooks/use-auth.ts';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitchToSignup: () => void;
  /** "Forgot your password?", with the address typed so far. */
  onForgotPassword: (email: string) => void;
};

const emptyLogin: LoginInput = { email: '', password: '' };

/**
 * 'Welcome Back' (docs/product/accounts.md#signing-in): email and password, 'Forgot your password?'
 * (docs/product/accounts.md#a-forgotten-password), 'Sign In', and a 'Sign up' link. Success stores the user, closes the
 * dialog and empties the fields.
 */
export function LoginDialog({ open, onOpenChange, onSwitchToSignup, onForgotPassword }: LoginDialogProps) {
  const text = useMessages('shell').login;
  const words = useMessages('accounts');
  const id = useId();
  const { setUser } = useAuth();
  const { register, handleSubmit, reset, getValues } = useForm<LoginInput>({ defaultValues: emptyLogin });

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      void setUser(user);
      onOpenChange(false);
      reset(emptyLogin);
    },
    onError: (error) => showProblem(loginFailureProblem(error, words)),
  });

  const onSubmit = handleSubmit((values) => {
    const problem = loginSubmitProblem(values, words);
    if (problem) return showProblem(problem);
    signIn.mutate({ email: values.email.trim(), password: values.password });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent toastsAbove data-testid="login-dialog">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="grid gap-5"
            aria-busy={signIn.isPending}
          >
            <LabelledInput
              id={`${id}-email`}
              label={words.emailLabel}
              {...emailInputProps}
              placeholder={words.emailPlaceholder}
              {...register('email')}
            />
            <LabelledInput
              id={`${id}-password`}
              label={words.passwordLabel}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            >
              <Button
                variant="link"
                className="justify-self-end text-sm font-semibold text-ink-soft"
                onClick={() => onForgotPassword(getValues('email').trim())}
                data-testid="forgot-password"
              >
                {words.forgotPassword}
              </Button>
            </LabelledInput>
            <PendingButton
              type="submit"
              size="lg"
              className="mt-1 w-full"
              pending={signIn.isPending}
              pendingLabel={words.signingIn}
            >
              {words.signIn}
            </PendingButton>
          </form>
          <p className="mt-6 border-t border-ink/15 pt-5 text-sm text-ink-soft">
            {text.noAccount}{' '}
            <Button variant="link" className="font-bold text-ink" onClick={onSwitchToSignup}>
              {text.signUp}
            </Button>
          </p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
