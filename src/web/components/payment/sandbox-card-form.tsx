import { CreditCard } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { sandboxConfirmSchema } from '../../../shared/checkout.ts';
import { FieldError, Input, Label } from '../ui/input.tsx';
import { firstIssueText } from '../../lib/i18n/form-words.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { confirmSandboxPayment } from './confirm-sandbox-payment.ts';
import type { ConfirmResult, PaymentMethodProps } from './payment-method.ts';

type CardFields = { cardNumber: string; expiry: string; cvc: string };

/** '4242424242424242' → '4242 4242 4242 4242' while typing. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12 / 30'. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/** The field a refusal of the provider is about, by its code; any other refusal is the card's. */
const REFUSED_FIELD: Record<string, keyof CardFields> = {
  incorrect_cvc: 'cvc',
  expired_card: 'expiry',
  invalid_expiry_year: 'expiry',
};

/**
 * The sandbox provider's built-in card form (docs/product/pay.md#sandbox-payments): card number, expiry and CVC,
 * checked as the server checks them, then POST /api/payments/sandbox/confirm. Stripe's test numbers decide the outcome.
 */
export function SandboxCardForm({ clientSecret, disabled, onHandle }: PaymentMethodProps) {
  const ids = useId();
  const m = useMessages('checkout');
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '' });
  // the message, and the field it is about (outlined and described by it)
  const [error, setError] = useState<{ message: string; field: keyof CardFields } | null>(null);
  const latest = useRef(fields);
  latest.current = fields;

  useEffect(() => {
    onHandle({
      confirm: async (): Promise<ConfirmResult> => {
        const { cardNumber, expiry, cvc } = latest.current;
        const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
        const parsed = sandboxConfirmSchema.safeParse({
          clientSecret,
          cardNumber,
          expMonth: month || undefined,
          expYear: year || undefined,
          cvc,
        });
        if (!parsed.success) {
          const message = firstIssueText(parsed.error, m.word) ?? m.cardNumberInvalid;
          const path = String(parsed.error.issues[0]?.path[0] ?? '');
          setError({ message, field: path === 'cvc' ? 'cvc' : path.startsWith('exp') ? 'expiry' : 'cardNumber' });
          return { status: null, intentId: null, paymentMethodId: null, error: { message } };
        }
        setError(null);
        const answer = await confirmSandboxPayment({ clientSecret, cardNumber, expMonth: month, expYear: year, cvc });
        if (answer.error)
          setError({ message: answer.error.message, field: REFUSED_FIELD[answer.error.code] ?? 'cardNumber' });
        return {
          status: answer.status,
          intentId: answer.paymentIntentId ?? answer.setupIntentId ?? null,
          paymentMethodId: answer.paymentMethodId ?? null,
          error: answer.error ? { message: answer.error.message } : null,
        };
      },
    });
    return () => onHandle(null);
  }, [clientSecret, onHandle, m]);

  const about = (field: keyof CardFields) =>
    error?.field === field ? { invalid: true, 'aria-describedby': `${ids}-error` } : { invalid: false };

  const set = (name: keyof CardFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const value =
      name === 'cardNumber'
        ? groupDigits(raw)
        : name === 'expiry'
          ? formatExpiry(raw)
          : raw.replace(/\D/g, '').slice(0, 4);
    setFields((current) => ({ ...current, [name]: value }));
  };

  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-4" data-testid="sandbox-card-form">
      <legend className="sr-only">{m.sandboxCardTitle}</legend>
      <div className="flex items-start gap-3 border-2 border-dashed border-ink/40 bg-paper-deep/60 p-3 text-sm">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-swiss" />
        <p>
          <span className="font-bold">{m.sandboxCardTitle}. </span>
          {m.sandboxCardHint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-number`}>{m.cardNumber}</Label>
        <Input
          id={`${ids}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.cardNumber}
          onChange={set('cardNumber')}
          {...about('cardNumber')}
        />
      </div>
      {/* Each label sits on its input, so a label that wraps on a phone does not move the other input. */}
      <div className="grid grid-cols-2 gap-3">
        <div className="grid content-end gap-1.5">
          <Label htmlFor={`${ids}-expiry`}>{m.cardExpiry}</Label>
          <Input
            id={`${ids}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={m.cardExpiryPlaceholder}
            value={fields.expiry}
            onChange={set('expiry')}
            {...about('expiry')}
          />
        </div>
        <div className="grid content-end gap-1.5">
          <Label htmlFor={`${ids}-cvc`}>{m.cardCvc}</Label>
          <Input
            id={`${ids}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={fields.cvc}
            onChange={set('cvc')}
            {...about('cvc')}
          />
        </div>
      </div>
      <FieldError id={`${ids}-error`}>{error?.message ?? null}</FieldError>
    </fieldset>
  );
}
