import { clsx } from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AdminEnrolment } from '../../../../shared/admin.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { adminLogin, adminSessionQuery } from '../api/admin-session.ts';
import type { AdminLoginInput } from '../api/admin-session.ts';
import { AdminEnrolmentStep, AdminRecoveryCodes } from './admin-enrolment.tsx';
import { AdminCodeStep } from './admin-code-step.tsx';

/**
 * Where the sign-in is: the password, the code (or a recovery code), the enrolment, or the recovery codes shown once.
 */
type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrol'; enrolment: AdminEnrolment }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * /admin/login (docs/product/admin.md#admin-accounts-and-sign-in): username and password, then the second factor: the
 * authenticator's
 * code or a recovery code, or on the first sign-in the enrolment (QR code, key, a code to confirm) and the
 * recovery codes once. Success goes to /admin/orders; a failure toasts.
 */
export function AdminLoginForm() {
  const m = useMessages('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [pending, setPending] = useState(false);
  const failure = useRef<ReturnType<typeof toast> | null>(null);

  async function enterAdminArea() {
    await queryClient.invalidateQueries({ queryKey: adminSessionQuery.queryKey });
    void navigate('/admin/orders');
  }

  /** Sends the password with what the current step adds; answers whether the step succeeded. */
  async function send(secondFactor: Pick<AdminLoginInput, 'code' | 'recoveryCode'> = {}): Promise<boolean> {
    setPending(true);
    try {
      const result = await adminLogin({ username: username.trim(), password, ...secondFactor });
      setPending(false);
      // an earlier step's "Login failed" is stale once this one passes
      failure.current?.dismiss();
      if (!result.success)
        setStep(result.secondFactor === 'enrol' ? { kind: 'enrol', enrolment: result.enrolment } : { kind: 'code' });
      else if (result.recoveryCodes) setStep({ kind: 'recovery-codes', codes: result.recoveryCodes });
      else await enterAdminArea();
      return true;
    } catch (error) {
      const refusal = ApiError.of(error);
      const description =
        (refusal.status === 401 && step.kind === 'password') || !refusal.serverMessage
          ? m.invalidCredentials
          : refusal.serverMessage;
      failure.current?.dismiss();
      failure.current = toast({ title: m.loginFailed, description, variant: 'destructive' });
      setPending(false);
      // a wrong password on the second step (changed meanwhile): start again
      if (refusal.code === 'admin_invalid_credentials') setStep({ kind: 'password' });
      return false;
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function startOver() {
    setPassword('');
    setStep({ kind: 'password' });
  }

  const wide = step.kind === 'enrol' || step.kind === 'recovery-codes';
  return (
    <section
      aria-labelledby="admin-login-title"
      className="mx-auto flex w-full max-w-6xl flex-1 items-center px-4 py-12 md:px-8 md:py-20"
      data-toasts="above"
    >
      <div
        className={
          `grid w-full gap-10 md:items-center ` +
          `${wide ? 'lg:grid-cols-[1fr_minmax(0,34rem)]' : 'md:grid-cols-[1fr_minmax(0,26rem)]'}`
        }
      >
        <div>
          <p
            className={clsx(
              'mb-5 inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em]',
              'text-swiss-deep uppercase',
            )}
          >
            <span aria-hidden="true" className="size-2 bg-swiss" />
            Admin
          </p>
          <h1 id="admin-login-title" className="text-5xl leading-[0.95] font-bold tracking-tighter md:text-7xl">
            {m.loginTitle}
          </h1>
          <p className="mt-5 max-w-md text-lg text-ink-soft">{m.loginIntro}</p>
        </div>
        <div className="border-t-4 border-swiss bg-white/60 p-6 shadow-[0_18px_40px_-30px_rgb(20_20_20/0.8)] md:p-8">
          {step.kind === 'password' ? (
            <form onSubmit={submitPassword} noValidate>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="admin-username">{m.usernameLabel}</Label>
                <Input
                  id="admin-username"
                  name="username"
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </div>
              <div className="mt-4 flex flex-col gap-1.5">
                <Label htmlFor="admin-password">{m.passwordLabel}</Label>
                <Input
                  id="admin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <Button type="submit" className="mt-6 w-full" disabled={pending || !username.trim() || !password}>
                {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                {pending ? m.signingIn : m.signIn}
              </Button>
            </form>
          ) : null}
          {step.kind === 'code' ? <AdminCodeStep pending={pending} onSubmit={send} onStartOver={startOver} /> : null}
          {step.kind === 'enrol' ? (
            <AdminEnrolmentStep
              enrolment={step.enrolment}
              pending={pending}
              onConfirm={(code) => send({ code })}
              onStartOver={startOver}
            />
          ) : null}
          {step.kind === 'recovery-codes' ? (
            <AdminRecoveryCodes codes={step.codes} onContinue={() => void enterAdminArea()} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
