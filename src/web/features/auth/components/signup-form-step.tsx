import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { checkUsernameQueryOptions, isCheckableUsername } from '../api/check-username.ts';
import { signupSubmitProblem } from '../account-form-rules.ts';
import type { SignupFormValues } from '../account-form-rules.ts';
import { useUsernameAvailability } from '../use-username-availability.ts';
import type { UsernameAvailability } from '../use-username-availability.ts';
import { UsernameField } from './username-field.tsx';

type SignupFormStepProps = {
  form: UseFormReturn<SignupFormValues>;
  sending: boolean;
  /** Called with valid values: ask the server for a code. */
  onValid: (values: SignupFormValues) => void;
};

/** Step 1 (docs/product/accounts.md#signing-up): email, username, password and confirm; each rule a toast, in order. */
export function SignupFormStep({ form, sending, onValid }: SignupFormStepProps) {
  const id = useId();
  const words = useMessages('accounts');
  const queryClient = useQueryClient();
  const username = useWatch({ control: form.control, name: 'username' });
  const availability = useUsernameAvailability(username);

  /** Submitting before the debounced check has answered: ask now rather than let a taken name through. */
  const settledAvailability = async (name: string): Promise<UsernameAvailability> => {
    if (availability === 'available' || availability === 'taken' || !isCheckableUsername(name)) return availability;
    try {
      return (await queryClient.fetchQuery(checkUsernameQueryOptions(name))) ? 'available' : 'taken';
    } catch {
      return 'unknown';
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The field rules first, so an empty field is told at once, before any wait on the username check.
    const problem =
      signupSubmitProblem(values, 'unknown', words) ??
      signupSubmitProblem(values, await settledAvailability(values.username), words);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    onValid({ ...values, email: values.email.trim() });
  });

  const busy = sending || form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>{words.emailLabel}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={words.emailPlaceholder}
          {...form.register('email')}
        />
      </div>
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <UsernameField
            id={`${id}-username`}
            value={field.value}
            availability={availability}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {/* Side by side, the fields line up at the bottom: a label of two lines (French) does not push its field down. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-end gap-1.5">
          <Label htmlFor={`${id}-password`}>{words.passwordLabel}</Label>
          <Input id={`${id}-password`} type="password" autoComplete="new-password" {...form.register('password')} />
        </div>
        <div className="grid content-end gap-1.5">
          <Label htmlFor={`${id}-confirm`}>{words.confirmPasswordLabel}</Label>
          <Input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {words.sendingCode}
          </>
        ) : (
          words.continueToCode
        )}
      </Button>
    </form>
  );
}
