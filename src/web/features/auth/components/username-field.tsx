import { Check, LoaderCircle } from 'lucide-react';
import { normaliseUsernameInput } from '../../../../shared/accounts.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { usernameInlineMessage } from '../account-form-rules.ts';
import type { UsernameAvailability } from '../use-username-availability.ts';

type UsernameFieldProps = {
  id: string;
  value: string;
  availability: UsernameAvailability;
  onChange: (username: string) => void;
  onBlur: () => void;
};

/**
 * The username as its rule wants it (docs/product/accounts.md#signing-up): lower-cased and stripped to a-z, 0-9 and _
 * while typing, at
 * most 20, with the inline length or 'taken' message and a small checking / available sign.
 */
export function UsernameField({ id, value, availability, onChange, onBlur }: UsernameFieldProps) {
  const words = useMessages('accounts');
  const message = usernameInlineMessage(value, availability, words);
  const describedBy = `${id}-status ${message ? `${id}-message` : `${id}-hint`}`;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{words.usernameLabel}</Label>
      <div className="relative">
        <Input
          id={id}
          name="username"
          value={value}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          invalid={message !== null}
          aria-describedby={describedBy}
          className="pr-28!"
          onChange={(event) => onChange(normaliseUsernameInput(event.target.value))}
          onBlur={onBlur}
        />
        <span
          id={`${id}-status`}
          role="status"
          data-testid="username-availability"
          data-state={availability}
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1 text-xs font-semibold"
        >
          {availability === 'checking' ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-ink-soft" />
              <span className="text-ink-soft">{words.usernameChecking}</span>
            </>
          ) : null}
          {availability === 'available' ? (
            <>
              <Check aria-hidden="true" className="size-4 text-emerald-700" strokeWidth={3} />
              <span className="text-emerald-800">{words.usernameAvailable}</span>
            </>
          ) : null}
        </span>
      </div>
      {message ? (
        <p id={`${id}-message`} className="text-sm font-semibold text-swiss-deep">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {words.usernameHint}
        </p>
      )}
    </div>
  );
}
