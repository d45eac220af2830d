import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import { CodeInput } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

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
      <CodeInput id={`${id}-code`} label={words.codeLabel} value={code} onCodeChange={onCodeChange} large />
      <PendingButton type="submit" size="lg" className="w-full" pending={creating} pendingLabel={words.creatingAccount}>
        {words.createAccount}
      </PendingButton>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack} disabled={creating}>
          <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
          {words.back}
        </Button>
        <PendingButton variant="outline" size="sm" onClick={onResend} pending={resending} disabled={creating}>
          {words.resendCode}
        </PendingButton>
      </div>
    </form>
  );
}
