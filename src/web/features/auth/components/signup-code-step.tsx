import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { normaliseCodeInput } from '../account-form-rules.ts';

type SignupCodeStepProps = {
  code: string;
  onCodeChange: (code: string) => void;
  creating: boolean;
  resending: boolean;
  onCreateAccount: () => void;
  onResend: () => void;
  onBack: () => void;
};

/** Step 2 (docs/product/accounts.md#signing-up): the 6-digit code, 'Resend code', Back and 'Create Account'. */
export function SignupCodeStep({
  code,
  onCodeChange,
  creating,
  resending,
  onCreateAccount,
  onResend,
  onBack,
}: SignupCodeStepProps) {
  const id = useId();
  const words = useMessages('accounts');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!creating) onCreateAccount();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={creating}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-code`}>{words.codeLabel}</Label>
        <Input
          id={`${id}-code`}
          name="code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="000000"
          autoFocus
          className="h-16 pl-[calc(0.75rem+0.5em)]! text-center font-mono text-3xl! font-bold tracking-[0.5em] placeholder:text-ink/15"
          onChange={(event) => onCodeChange(normaliseCodeInput(event.target.value))}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={creating}>
        {creating ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {words.creatingAccount}
          </>
        ) : (
          words.createAccount
        )}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack} disabled={creating}>
          <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
          {words.back}
        </Button>
        <Button variant="outline" size="sm" onClick={onResend} disabled={resending || creating}>
          {resending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {words.resendCode}
        </Button>
      </div>
    </form>
  );
}
