import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { orderLinksRequestSchema } from '../../../../shared/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { firstIssueText } from '../../../lib/i18n/form-words.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { useRequestOrderLinks } from '../api/request-order-links.ts';

/** A guest's request for fresh links to their orders: one e-mail field; the answer is the same for every address. */
export function FindOrderForm({ initialEmail = '' }: { initialEmail?: string }) {
  const m = useMessages('orders');
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestOrderLinks();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderLinksRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstIssueText(parsed.error, m.word) ?? m.invalidEmail);
      return;
    }
    setError(null);
    try {
      const answer = await request.mutateAsync(parsed.data.email);
      setSent(answer.message);
    } catch (failure) {
      setError(ApiError.of(failure).serverMessage ?? m.loadFailed);
    }
  };

  if (sent) {
    return (
      <p role="status" className="border-2 border-ink bg-white/70 p-4 font-semibold" data-testid="order-links-sent">
        {sent}
      </p>
    );
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={fieldId}>{m.emailLabel}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={fieldId}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? m.sending : m.sendLinks}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}
