import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';

type SecondFactor = { code?: string; recoveryCode?: string };

/** The 6-digit field of the second step (also the enrolment's confirmation): digits only, one-time-code autofill. */
export function CodeField({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const m = useMessages('admin');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="admin-code">{m.codeLabel}</Label>
      <Input
        id="admin-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        autoFocus={autoFocus}
        className="font-mono text-2xl tracking-[0.4em]"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d ]/g, ''))}
      />
    </div>
  );
}

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The second step of an enrolled admin's sign-in: the authenticator's code, or one of the recovery codes. */
export function AdminCodeStep({
  pending,
  onSubmit,
  onStartOver,
}: {
  pending: boolean;
  onSubmit: (factor: SecondFactor) => Promise<boolean>;
  onStartOver: () => void;
}) {
  const m = useMessages('admin');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const ready = useRecovery ? recoveryCode.trim().length > 0 : isSixDigits(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await onSubmit(useRecovery ? { recoveryCode: recoveryCode.trim() } : { code: code.replace(/\s/g, '') });
    // a refused code is gone for good: the field is cleared for the next one
    if (!ok) (useRecovery ? setRecoveryCode : setCode)('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-code-title">
      <h2 id="admin-code-title" className="text-2xl font-bold tracking-tight">
        {m.codeTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{useRecovery ? m.recoveryIntro : m.codeIntro}</p>
      <div className="mt-5">
        {useRecovery ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="admin-recovery-code">{m.recoveryCodeLabel}</Label>
            <Input
              id="admin-recovery-code"
              name="recoveryCode"
              autoComplete="off"
              spellCheck={false}
              autoFocus
              className="font-mono"
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
          </div>
        ) : (
          <CodeField value={code} onChange={setCode} autoFocus />
        )}
      </div>
      <Button type="submit" className="mt-6 w-full" disabled={pending || !ready}>
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {pending ? m.verifying : m.verify}
      </Button>
      <div className="mt-4 flex flex-col items-start gap-2 text-sm">
        <Button type="button" variant="link" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? m.useAuthenticatorCode : m.useRecoveryCode}
        </Button>
        <Button type="button" variant="link" onClick={onStartOver}>
          {m.startOver}
        </Button>
      </div>
    </form>
  );
}
