import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SHIPPING_COUNTRIES, emptyShipping, shippingSchema } from '../../../../shared/checkout.ts';
import type { ShippingData, ShippingInput } from '../../../../shared/checkout.ts';
import { checkoutMessages as m } from '../../../../shared/messages/checkout.ts';
import { checkoutFormMessages as f } from '../../../../shared/messages/checkout-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';

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

const fields: { name: Exclude<FieldName, 'country'>; label: string; autoComplete: string; type?: string; span?: boolean }[] = [
  { name: 'firstName', label: f.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: f.lastName, autoComplete: 'family-name' },
  { name: 'email', label: f.email, autoComplete: 'email', type: 'email', span: true },
  { name: 'address', label: f.address, autoComplete: 'street-address', span: true },
  { name: 'city', label: f.city, autoComplete: 'address-level2' },
  { name: 'state', label: f.state, autoComplete: 'address-level1' },
  { name: 'zipCode', label: f.zipCode, autoComplete: 'postal-code' },
];

/**
 * The shipping form (spec 001 §2, §5): the shared rules with their messages under each field and the 32
 * countries. Valid data goes to `onSubmit`; the button reads 'Proceed to Payment', or 'Processing...'.
 */
export function ShippingForm({ formId, defaultValues, busy = false, hideSubmit = false, onSubmit }: ShippingFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingInput, unknown, ShippingData>({
    resolver: zodResolver(shippingSchema),
    defaultValues: { ...emptyShipping, ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const errorId = (name: FieldName) => `${ids}-${name}-error`;
  const fieldError = (name: FieldName) => <FieldError id={errorId(name)}>{errors[name]?.message}</FieldError>;

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4" data-testid="shipping-form">
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{f.shippingTitle}</legend>
        {fields.map(({ name, label, autoComplete, type, span }) => (
          <div key={name} className={span ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
            <Label htmlFor={`${ids}-${name}`}>{label}</Label>
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-country`}>{f.country}</Label>
          <select
            id={`${ids}-country`}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? errorId('country') : undefined}
            className="h-11 w-full min-w-0 border-2 border-ink bg-white/70 px-2.5 text-base text-ink focus:bg-white focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-swiss"
            {...register('country')}
          >
            <option value="">{m.countryRequired}</option>
            {SHIPPING_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {fieldError('country')}
        </div>
      </fieldset>
      <Button type="submit" variant="accent" size="lg" disabled={busy} className={hideSubmit ? 'sr-only' : 'w-full'} tabIndex={hideSubmit ? -1 : undefined} aria-hidden={hideSubmit || undefined}>
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {busy ? m.processing : m.proceedToPayment}
        {busy ? null : <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />}
      </Button>
    </form>
  );
}
