import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeInput, LabelledInput } from '../../../components/ui/input.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { logout } from '../../../lib/auth/logout.ts';
import { confirmDeletion, startDeletion, useDeletionPreview } from '../api/my-data.ts';
import { AccountFormDialog, useAccountForm } from './account-form-dialog.tsx';

type Step = { kind: 'password' } | { kind: 'code'; email: string };

/**
 * Deleting the account in two steps: the password again (a fresh proof), then the code mailed to the
 * account. What happens to posters, royalties and the membership is said before anything is sent.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  queryClient,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  queryClient: QueryClient;
}) {
  const m = useMessages('privacy');
  const { price } = useFormat();
  const preview = useDeletionPreview(open);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useAccountForm(onOpenChange, () => {
    setStep({ kind: 'password' });
    setPassword('');
    setCode('');
  });
  const { id: fieldId, error, describedBy } = form;

  const submit = () =>
    form.run(async () => {
      if (step.kind === 'password') {
        const { email } = await startDeletion(password);
        setPassword('');
        setStep({ kind: 'code', email });
      } else {
        await confirmDeletion(code.trim());
        await logout(queryClient);
      }
    }, m.deleteFailed);

  const facts = preview.data;
  return (
    <AccountFormDialog
      open={open}
      form={form}
      onSubmit={submit}
      testId="delete-account-dialog"
      title={m.deleteTitle}
      description={step.kind === 'password' ? m.deleteIntro : m.codeSent({ email: step.email })}
      cancelLabel={m.cancel}
      submitLabel={step.kind === 'password' ? m.sendCode : m.confirmDelete}
      pendingLabel={step.kind === 'password' ? m.sendingCode : m.deleting}
      submitVariant="accent"
      ready={step.kind === 'password' ? Boolean(password) : code.length === 6}
    >
      {step.kind === 'password' ? (
        <>
          {preview.isError ? <p className="text-swiss-deep">{m.loadFailed}</p> : null}
          {facts &&
          (facts.deletedPosters > 0 ||
            facts.keptPosters > 0 ||
            facts.royaltiesOutcome !== 'none' ||
            facts.membershipActive) ? (
            <ul className="grid list-disc gap-1 pl-5 text-ink" data-testid="deletion-facts">
              {facts.deletedPosters > 0 ? <li>{m.deletedPosters({ count: facts.deletedPosters })}</li> : null}
              {facts.keptPosters > 0 ? <li>{m.keptPosters({ count: facts.keptPosters })}</li> : null}
              {facts.royaltiesOutcome === 'transfer' ? (
                <li className="font-semibold">{m.royaltiesTransfer({ amount: price(facts.unpaidRoyalties) })}</li>
              ) : null}
              {facts.royaltiesOutcome === 'forfeit' ? (
                <li className="font-semibold">{m.royaltiesForfeit({ amount: price(facts.unpaidRoyalties) })}</li>
              ) : null}
              {facts.membershipActive ? <li>{m.membershipEnds}</li> : null}
            </ul>
          ) : null}
          <LabelledInput
            id={fieldId}
            label={m.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            invalid={Boolean(error)}
            aria-describedby={describedBy}
          />
        </>
      ) : (
        <CodeInput
          id={fieldId}
          label={m.codeLabel}
          value={code}
          onCodeChange={setCode}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
    </AccountFormDialog>
  );
}
