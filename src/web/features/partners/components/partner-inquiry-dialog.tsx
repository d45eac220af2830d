import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { partnerInquirySchema } from '../../../../shared/partners-inquiry.ts';
import type { PartnerInquiry } from '../../../../shared/partners-inquiry.ts';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldError, LabelledInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { wordedResolver } from '../../../lib/i18n/form-words.ts';
import { useSendPartnerInquiry } from '../api/send-partner-inquiry.ts';
import { failedInquiryToast, invalidInquiryToast } from '../inquiry-errors.ts';

const empty: PartnerInquiry = { name: '', cafeName: '', email: '', location: '', address: '' };

const fields: { name: keyof PartnerInquiry; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'cafeName', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'location', type: 'text', autoComplete: 'address-level2' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
];

/**
 * 'Brew with us' (docs/product/community.md#partners-and-the-inquiry): five required fields checked by the shared
 * schema, then a thank-you.
 */
export default function PartnerInquiryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const texts = useMessages('partners');
  const m = texts.form;
  const pm = texts.inquiry;
  const ids = useId();
  const [sent, setSent] = useState(false);
  const send = useSendPartnerInquiry();
  const { register, handleSubmit, reset, formState } = useForm<PartnerInquiry>({
    resolver: wordedResolver(zodResolver(partnerInquirySchema), texts.word),
    defaultValues: empty,
  });
  const { errors } = formState;

  useEffect(() => {
    if (!open && sent) {
      reset(empty);
      setSent(false);
    }
  }, [open, sent, reset]);

  const onSubmit = handleSubmit(
    async (inquiry) => {
      try {
        await send.mutateAsync(inquiry);
        setSent(true);
        trackEvent('Partners', 'inquiry_sent');
        toast({ title: pm.sentTitle, description: pm.sentText });
      } catch (error) {
        toast({ ...failedInquiryToast(pm, error), variant: 'destructive' });
      }
    },
    (invalid) => toast({ ...invalidInquiryToast(pm, invalid), variant: 'destructive' }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent toastsAbove data-testid="partner-inquiry-dialog" aria-describedby={`${ids}-description`}>
        {sent ? (
          <div className="flex flex-col items-center gap-4 px-6 pt-12 pb-8 text-center" role="status">
            <CircleCheck aria-hidden="true" className="size-14 text-swiss" strokeWidth={1.75} />
            <DialogTitle>{pm.sentTitle}</DialogTitle>
            <DialogDescription id={`${ids}-description`} className="max-w-sm text-base">
              {pm.sentText}
            </DialogDescription>
            <Button variant="primary" className="mt-2" onClick={() => onOpenChange(false)}>
              {m.done}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
            <DialogHeader>
              <DialogTitle>{m.title}</DialogTitle>
              <DialogDescription id={`${ids}-description`}>{m.description}</DialogDescription>
            </DialogHeader>
            <DialogBody className="grid gap-4">
              {fields.map((field) => {
                const id = `${ids}-${field.name}`;
                const error = errors[field.name]?.message;
                return (
                  <LabelledInput
                    key={field.name}
                    id={id}
                    label={m[field.name]}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    required
                    {...register(field.name)}
                  >
                    <FieldError id={`${id}-error`}>{error}</FieldError>
                  </LabelledInput>
                );
              })}
            </DialogBody>
            <DialogFooter>
              <PendingButton type="submit" variant="accent" pending={send.isPending} pendingLabel={m.sending}>
                {m.submit}
              </PendingButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
