import { Check, Copy, Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminEnrolment } from '../../../../shared/admin.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeField, isSixDigits } from './admin-code-step.tsx';

/** A button that copies `text` and says so for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const m = useMessages('admin');
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? m.copied : label}</span>
    </Button>
  );
}

/** The key in groups of four, as authenticator apps show and accept it; lines break between groups, not in one. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * First sign-in (decision 018): scan the QR code (or type the key) into an authenticator app, then confirm with its
 * code.
 */
export function AdminEnrolmentStep({
  enrolment,
  pending,
  onConfirm,
  onStartOver,
}: {
  enrolment: AdminEnrolment;
  pending: boolean;
  onConfirm: (code: string) => Promise<boolean>;
  onStartOver: () => void;
}) {
  const m = useMessages('admin');
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await onConfirm(code.replace(/\s/g, '')))) setCode('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="admin-enrol-title">
      <h2 id="admin-enrol-title" className="text-2xl font-bold tracking-tight">
        {m.enrolTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{m.enrolIntro}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-[11rem_1fr] sm:items-start">
        <img
          src={enrolment.qrCode}
          alt={m.enrolQrAlt}
          width={176}
          height={176}
          className="size-44 border-2 border-ink bg-white"
          data-testid="enrolment-qr"
        />
        <div className="flex min-w-0 flex-col gap-3 text-sm">
          <p>{m.enrolScan}</p>
          <p>{m.enrolManual}</p>
          <code className="block bg-ink/5 px-3 py-2 font-mono text-[0.9375rem]" data-testid="enrolment-secret">
            {grouped(enrolment.secret)}
          </code>
          <div>
            <CopyButton text={enrolment.secret} label={m.copyKey} />
          </div>
        </div>
      </div>
      <p className="mt-5 text-sm">{m.enrolConfirm}</p>
      <div className="mt-3">
        <CodeField value={code} onChange={setCode} />
      </div>
      <Button type="submit" className="mt-6 w-full" disabled={pending || !isSixDigits(code)}>
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {pending ? m.verifying : m.confirmEnrolment}
      </Button>
      <Button type="button" variant="link" className="mt-4 text-sm" onClick={onStartOver}>
        {m.startOver}
      </Button>
    </form>
  );
}

/** Right after enrolment, once: the ten recovery codes, to copy or download before going on. */
export function AdminRecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const m = useMessages('admin');
  const text = `${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = m.recoveryFileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div role="region" aria-labelledby="admin-recovery-title">
      <h2 id="admin-recovery-title" className="text-2xl font-bold tracking-tight">
        {m.recoveryTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{m.recoveryShownOnce}</p>
      <ol
        className="mt-5 grid grid-cols-1 gap-x-6 gap-y-1.5 bg-ink/5 p-4 font-mono text-[0.9375rem] sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={text} label={m.copyCodes} />
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {m.downloadCodes}
        </Button>
      </div>
      <Button type="button" className="mt-6 w-full" onClick={onContinue}>
        {m.savedContinue}
      </Button>
    </div>
  );
}
