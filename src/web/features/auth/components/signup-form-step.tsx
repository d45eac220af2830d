import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { PendingButton } from '../../../components/ui/button.tsx';
import { emailInputProps, LabelledInput } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { checkUsernameQueryOptions, isCheckableUsername } from '../api/check-username.ts';
import { showProblem, signupSubmitProblem } from '../account-form-rules.ts';
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
      showProblem(problem);
      return;
    }
    onValid({ ...values, email: values.email.trim() });
  });

  const busy = sending || form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
      <LabelledInput
        id={`${id}-email`}
        label={words.emailLabel}
        {...emailInputProps}
        placeholder={words.emailPlaceholder}
        {...form.register('email')}
      />
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
      {/* Side by side, the fields line up at the bottom: a label of two lines (French) does not push its field down.
       */}
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id={`${id}-password`}
          label={words.passwordLabel}
          fieldClassName="content-end"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <LabelledInput
          id={`${id}-confirm`}
          label={words.confirmPasswordLabel}
          fieldClassName="content-end"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </div>
      <PendingButton type="submit" size="lg" className="mt-2 w-full" pending={busy} pendingLabel={words.sendingCode}>
        {words.continueToCode}
      </PendingButton>
    </form>
  );
}
