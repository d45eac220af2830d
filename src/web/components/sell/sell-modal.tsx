import { clsx } from 'clsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import {
  DEFAULT_PRICE_PER_UNIT,
  DEFAULT_TOTAL_SUPPLY,
  MAX_CITY_LENGTH,
  MAX_MOMENT_LINK_LENGTH,
  MAX_POSTER_NAME_LENGTH,
  MAX_TOTAL_SUPPLY,
  MIN_TOTAL_SUPPLY,
  sellSchema,
} from '../../../shared/sell.ts';
import type { PublishResult, SellForm, SellInput } from '../../../shared/sell.ts';
import { Button, PendingButton } from '../ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { FieldError, LabelledInput } from '../ui/input.tsx';
import { toast } from '../ui/use-toast.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api-request.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';
import { wordedResolver } from '../../lib/i18n/form-words.ts';
import { usePublishPoster } from './publish-poster.ts';
import { editionSummary, royaltySummary, sellBlocker } from './sell-rules.ts';
import { CreatorTermsDialog } from './creator-terms-dialog.tsx';

/** The modal closes this long after a successful submission (docs/product/community.md#selling-a-poster). */
export const SELL_CLOSE_DELAY_MS = 4500;
const UNABLE_TO_SELL_DURATION_MS = 4000;

/** The poster to sell: its id and a stored image (thumbnail or preview) to show. */
export type SellablePoster = { id?: number | null; imageUrl: string; name?: string | null; city?: string | null };

type SellModalProps = {
  poster: SellablePoster | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPublished?: (result: PublishResult) => void;
};

type FormValues = Omit<SellInput, 'agreedToTerms'> & { agreedToTerms: boolean };

const defaults = (poster: SellablePoster | null): FormValues => ({
  name: poster?.name ?? '',
  city: poster?.city ?? '',
  momentLink: '',
  totalSupply: String(DEFAULT_TOTAL_SUPPLY),
  pricePerUnit: String(DEFAULT_PRICE_PER_UNIT),
  agreedToTerms: false,
});

/** The message of a failed publish: the server's own sentence, else `sell.publishProblem` around what went wrong. */
function publishFailureText(error: unknown, m: AreaTexts<'sell'>): string {
  const { status, serverMessage: message } = ApiError.of(error);
  if (status !== null && status < 500 && message) return message;
  return m.publishProblem({
    message: message ?? (error instanceof Error && status === null ? m.checkConnection : m.tryAgain),
  });
}

/**
 * Sell a poster (docs/product/community.md#selling-a-poster): name, city, optional moment link, edition size and price
 * in CHF (with what the creator earns per sold print at them, as they are typed), the creator terms; then 'Submitted
 * for review', and the modal closes 4.5 s later.
 */
export function SellModal({ poster, open, onOpenChange, onPublished }: SellModalProps) {
  const m = useMessages('sell');
  const format = useFormat();
  const ids = useId();
  const [termsOpen, setTermsOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const publish = usePublishPoster();
  const blocker = sellBlocker(poster, m);
  const form = useForm<FormValues, unknown, SellForm>({
    // The shared rules carry catalogue keys ('sell.nameRequired'): worded in the visitor's language.
    resolver: wordedResolver(zodResolver(sellSchema) as never, m.word),
    defaultValues: defaults(poster),
    // checked on sending, then as each field is mended: a message appearing on leaving a field moved the terms link
    // from under a finger on its way to it, and the tap ticked the agreement instead
    mode: 'onSubmit',
  });
  const { register, handleSubmit, formState, reset, watch } = form;
  const errors = formState.errors;

  // A fresh form each time the modal opens for a poster (keyed on the id: callers pass a new object each render).
  const posterId = poster?.id;
  const resetPublish = publish.reset;
  useEffect(() => {
    if (!open) return;
    reset(defaults(poster));
    setSubmitted(false);
    resetPublish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `poster` is read only when the id changes
  }, [open, posterId, reset, resetPublish]);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => onOpenChange(false), SELL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submitted, onOpenChange]);

  const onSubmit = handleSubmit(async (values) => {
    if (blocker || !poster?.id) {
      toast({
        title: m.unableToSellTitle,
        description: blocker ?? m.needPosterAndVerifiedEmail,
        variant: 'destructive',
        duration: UNABLE_TO_SELL_DURATION_MS,
      });
      return;
    }
    try {
      const result = await publish.mutateAsync({ id: poster.id, form: values });
      setSubmitted(true);
      trackEvent('Sell', 'submitted_for_review');
      onPublished?.(result);
    } catch (error) {
      toast({
        title: m.unableToSellTitle,
        description: publishFailureText(error, m),
        variant: 'destructive',
        duration: UNABLE_TO_SELL_DURATION_MS,
      });
      trackEvent('Sell', 'submit_failed');
    }
  });

  const summary = editionSummary(watch('totalSupply'), watch('pricePerUnit'), m, format.price);
  // What the creator earns per sold print at the size and price being typed (docs/product/community.md#royalties).
  const royalty = royaltySummary(watch('totalSupply'), watch('pricePerUnit'), m, format);
  const fieldId = (name: string) => `${ids}-${name}`;
  const errorId = (name: string) => `${ids}-${name}-error`;
  const describedBy = (name: keyof FormValues, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: keyof FormValues) => (
    <FieldError id={errorId(name)}>{errors[name]?.message ?? null}</FieldError>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent openFocus="dialog" size="lg" data-testid="sell-modal" aria-describedby={`${ids}-description`}>
        {submitted ? (
          <div className="flex flex-col items-center gap-4 px-6 pt-12 pb-12 text-center" role="status">
            <CircleCheck aria-hidden="true" className="size-14 text-swiss" strokeWidth={1.75} />
            <DialogTitle>{m.submittedTitle}</DialogTitle>
            <DialogDescription id={`${ids}-description`} className="max-w-md text-base">
              {m.submittedText}
            </DialogDescription>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
            <DialogHeader>
              <DialogTitle>{m.title}</DialogTitle>
              <DialogDescription id={`${ids}-description`}>{m.description}</DialogDescription>
            </DialogHeader>
            <DialogBody className="grid gap-5 sm:grid-cols-[8.5rem_1fr]">
              {poster ? (
                <div className="hidden sm:block">
                  <div className="aspect-[1/1.414] w-full overflow-hidden border-2 border-ink bg-paper-deep">
                    <img src={poster.imageUrl} alt={m.posterAlt} className="size-full object-cover" />
                  </div>
                </div>
              ) : null}
              <div className="grid min-w-0 gap-4">
                {blocker ? (
                  <p
                    role="alert"
                    className="border-2 border-swiss-deep px-3 py-2 text-sm font-semibold text-swiss-deep"
                  >
                    {blocker}
                  </p>
                ) : null}
                <LabelledInput
                  id={fieldId('name')}
                  label={m.nameLabel}
                  maxLength={MAX_POSTER_NAME_LENGTH + 20}
                  placeholder={m.namePlaceholder}
                  autoComplete="off"
                  invalid={!!errors.name}
                  aria-describedby={describedBy('name')}
                  {...register('name')}
                >
                  {fieldError('name')}
                </LabelledInput>
                <LabelledInput
                  id={fieldId('city')}
                  label={m.cityLabel}
                  maxLength={MAX_CITY_LENGTH + 20}
                  placeholder={m.cityPlaceholder}
                  autoComplete="address-level2"
                  invalid={!!errors.city}
                  aria-describedby={describedBy('city')}
                  {...register('city')}
                >
                  {fieldError('city')}
                </LabelledInput>
                <LabelledInput
                  id={fieldId('momentLink')}
                  label={m.momentLinkLabel}
                  type="url"
                  inputMode="url"
                  maxLength={MAX_MOMENT_LINK_LENGTH + 20}
                  placeholder={m.momentLinkPlaceholder}
                  invalid={!!errors.momentLink}
                  aria-describedby={describedBy('momentLink', `${ids}-moment-hint`)}
                  {...register('momentLink')}
                >
                  <p id={`${ids}-moment-hint`} className="text-xs text-ink-soft">
                    {m.momentLinkHint}
                  </p>
                  {fieldError('momentLink')}
                </LabelledInput>
                {/* the fields at the foot of their cells: side by side on one line when one label takes two */}
                <div className="grid grid-cols-2 gap-3">
                  <LabelledInput
                    id={fieldId('totalSupply')}
                    label={m.totalSupplyLabel}
                    fieldClassName="content-end"
                    type="number"
                    inputMode="numeric"
                    min={MIN_TOTAL_SUPPLY}
                    max={MAX_TOTAL_SUPPLY}
                    step={1}
                    invalid={!!errors.totalSupply}
                    aria-describedby={describedBy('totalSupply')}
                    {...register('totalSupply')}
                  />
                  <LabelledInput
                    id={fieldId('pricePerUnit')}
                    label={m.pricePerUnitLabel}
                    fieldClassName="content-end"
                    // text, not a number field: that drops a typed decimal comma ("45,50" became 4550)
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    invalid={!!errors.pricePerUnit}
                    aria-describedby={describedBy('pricePerUnit')}
                    {...register('pricePerUnit')}
                  />
                </div>
                {fieldError('totalSupply')}
                {fieldError('pricePerUnit')}
                <div
                  aria-live="polite"
                  className={clsx('grid gap-0.5 px-3 py-2 text-sm', summary || royalty ? 'bg-ink text-paper' : null)}
                >
                  <p data-testid="sell-summary" className="font-semibold">
                    {summary ?? '\u00a0'}
                  </p>
                  <p data-testid="sell-royalty" className="text-paper/85">
                    {royalty ?? '\u00a0'}
                  </p>
                </div>
                <div className="grid gap-1.5">
                  <div className="flex items-start gap-3">
                    <input
                      id={fieldId('agreedToTerms')}
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 accent-swiss"
                      aria-invalid={errors.agreedToTerms ? true : undefined}
                      aria-describedby={describedBy('agreedToTerms')}
                      {...register('agreedToTerms')}
                    />
                    <label htmlFor={fieldId('agreedToTerms')} className="text-sm leading-snug">
                      {m.agreeBefore}
                      <button
                        type="button"
                        className={clsx(
                          'font-semibold underline decoration-1 underline-offset-2 hover:text-swiss-deep',
                          'focus-visible:outline-2 focus-visible:outline-swiss',
                        )}
                        onClick={(event) => {
                          event.preventDefault();
                          setTermsOpen(true);
                        }}
                      >
                        {m.agreeLink}
                      </button>
                    </label>
                  </div>
                  {fieldError('agreedToTerms')}
                </div>
              </div>
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {m.cancel}
              </Button>
              <PendingButton
                type="submit"
                variant="accent"
                pending={formState.isSubmitting}
                pendingLabel={m.submitting}
                disabled={!!blocker}
              >
                {m.submit}
              </PendingButton>
            </DialogFooter>
          </form>
        )}
        <CreatorTermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
      </DialogContent>
    </Dialog>
  );
}
