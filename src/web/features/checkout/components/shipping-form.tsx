import { clsx } from 'clsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { emptyShipping, shippingSchema } from '../../../../shared/checkout.ts';
import type { ShippingData, ShippingInput } from '../../../../shared/checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { wordedResolver } from '../../../lib/i18n/form-words.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { shippingCountryOptions } from '../shipping-countries.ts';
import { ReturnsLink } from '../../../components/delivery/delivery-estimate.tsx';

type ShippingFormProps = {
  /** The form's id, so a button elsewhere (`form={id}`) can submit it. */
  formId?: string;
  defaultValues?: Partial<ShippingInput>;
  busy?: boolean;
  /** Hide the form's own 'Proceed to Payment' button (a hidden or outside one submits it). */
  hideSubmit?: boolean;
  onSubmit: (data: ShippingData) => void | Promise<void>;
};

type FieldName = keyof ShippingInput;

/** The text fields in order; each field's label is its own message in the checkout area. */
const fields: { name: Exclude<FieldName, 'country'>; autoComplete: string; type?: string; span?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', span: true },
  { name: 'address', autoComplete: 'street-address', span: true },
  // The postcode before the town, as Swiss addresses are written ("8001 Zürich").
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
];

/**
 * The shipping form of both checkouts (docs/product/pay.md#shipping-form): the shared rules with their messages under
 * each field, the signed-in account's e-mail filled in, and the 32 countries with Switzerland preselected and first.
 * Valid data goes to `onSubmit`; the button reads 'Proceed to Payment', or 'Processing...'.
 */
export function ShippingForm({ formId, defaultValues, busy = false, hideSubmit = false, onSubmit }: ShippingFormProps) {
  const ids = useId();
  const m = useMessages('checkout');
  const { locale, country: countryName } = useFormat();
  const { user } = useAuth();
  const countries = useMemo(() => shippingCountryOptions(countryName, locale), [countryName, locale]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingInput, unknown, ShippingData>({
    // The shared rules name their message by key (`checkout.firstNameTooShort`): shown in the visitor's words.
    resolver: wordedResolver(zodResolver(shippingSchema), m.word),
    defaultValues: { ...emptyShipping, email: user?.email ?? '', ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const errorId = (name: FieldName) => `${ids}-${name}-error`;
  const fieldError = (name: FieldName) => <FieldError id={errorId(name)}>{errors[name]?.message}</FieldError>;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid grid-cols-1 gap-4"
      data-testid="shipping-form"
    >
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{m.shippingTitle}</legend>
        {fields.map(({ name, autoComplete, type, span }) => (
          <div key={name} className={span ? 'grid grid-cols-1 gap-1.5 sm:col-span-2' : 'grid grid-cols-1 gap-1.5'}>
            <Label htmlFor={`${ids}-${name}`}>{m[name]}</Label>
            <Input
              id={`${ids}-${name}`}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? errorId(name) : undefined}
              {...register(name)}
            />
            {fieldError(name)}
          </div>
        ))}
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${ids}-country`}>{m.country}</Label>
          <select
            id={`${ids}-country`}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? errorId('country') : undefined}
            className={clsx(
              'h-11 w-full min-w-0 border-2 border-ink bg-white/70 px-2.5 text-base text-ink',
              'focus:bg-white focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-swiss',
            )}
            {...register('country')}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </div>
      </fieldset>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={busy}
        className={hideSubmit ? 'sr-only' : 'w-full'}
        tabIndex={hideSubmit ? -1 : undefined}
        aria-hidden={hideSubmit || undefined}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {busy ? m.processing : m.proceedToPayment}
        {busy ? null : <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />}
      </Button>
      <p className="text-center">
        <ReturnsLink />
      </p>
    </form>
  );
}
