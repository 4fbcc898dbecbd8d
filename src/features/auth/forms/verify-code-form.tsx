import { Button, Field, HStack, Input, PinInput, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toaster } from '../../../components/ui/toaster';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../shared/constants';
import { VerifyOtpSchema, type VerifyOtpInput } from '../../../shared/schemas/auth';
import { emailField } from '../../../shared/schemas/common';
import { ApiError } from '../../../lib/api-error';
import { isExpiredLinkError } from '../link-errors';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { LinkProblem } from '../components/link-problem';
import { showServerError } from '../../../components/ui/show-server-error';
import { useCountdown } from '../use-countdown';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof VerifyOtpSchema>;

export interface VerifyCodeFormProps {
  readonly email: string;
  /** Seconds before "Send a new code" is allowed (a code was just sent by sign-up). */
  readonly initialCooldown?: number;
  /** Send a fresh code when the screen opens (the /auth/verify-email case). */
  readonly sendOnMount?: boolean;
  readonly onVerified: (input: VerifyOtpInput) => void | Promise<void>;
}

const digits = (value: string) => value.split('').concat(Array(OTP_LENGTH).fill('')).slice(0, OTP_LENGTH);

/**
 * Email + 6-digit code. Pasting the whole code into any box fills them all (Ark's pin input);
 * a complete code submits itself. Expired or over-tried codes get their own screen.
 */
export function VerifyCodeForm({ email, initialCooldown = 0, sendOnMount = false, onVerified }: VerifyCodeFormProps) {
  const cooldown = useCountdown(initialCooldown);
  const [expired, setExpired] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<Values, unknown, VerifyOtpInput>({
    resolver: zodResolver(VerifyOtpSchema),
    defaultValues: { email, otp: '' },
  });
  const { register, handleSubmit, formState, control, getValues } = form;

  const sendCode = async (opts: { quiet?: boolean } = {}) => {
    const parsed = emailField.safeParse(getValues('email'));
    if (!parsed.success) {
      form.setError(
        'email',
        { type: 'validate', message: parsed.error.issues[0]?.message ?? 'Enter a valid email address' },
        { shouldFocus: true },
      );
      return false;
    }
    setSending(true);
    try {
      await authApi.sendVerificationOtp(parsed.data);
      cooldown.start(OTP_RESEND_SECONDS);
      if (!opts.quiet) toaster.create({ type: 'success', title: `We sent a new code to ${parsed.data}` });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfter) {
        // A code went out moments ago: it is still good, so just show when a new one may be sent.
        cooldown.start(error.retryAfter);
        if (!opts.quiet) toaster.create({ type: 'info', title: error.message });
        return true;
      }
      showServerError(form, error, ['email']);
      return false;
    } finally {
      setSending(false);
    }
  };

  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!sendOnMount || sentOnMount.current || !email) return;
    sentOnMount.current = true;
    void sendCode({ quiet: true });
    // Once per screen: StrictMode's double effect must not send two emails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnMount, email]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authApi.verifyEmailOtp(input);
    } catch (error) {
      if (isExpiredLinkError(error)) {
        setExpired((error as ApiError).message);
        return;
      }
      showServerError(form, error, ['email', 'otp']);
      return;
    }
    await onVerified(input);
  });

  if (expired) {
    return (
      <LinkProblem
        title="This code can’t be used any more"
        message={`${expired} Codes work for 10 minutes and allow 5 tries.`}
        action={
          <Button
            colorPalette="blue"
            loading={sending}
            disabled={cooldown.running}
            onClick={async () => {
              if (await sendCode()) {
                form.reset({ email: getValues('email'), otp: '' });
                setExpired(null);
              }
            }}
          >
            {cooldown.running ? `Send a new code in ${cooldown.secondsLeft}s` : 'Send a new code'}
          </Button>
        }
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify your email">
      <Stack gap="5">
        <FormField label="Email" error={formState.errors.email?.message} required>
          <Input
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!email}
          />
        </FormField>
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)} required>
              <Field.Label id="otp-label">{OTP_LENGTH}-digit code</Field.Label>
              <PinInput.Root
                otp
                count={OTP_LENGTH}
                type="numeric"
                autoFocus={Boolean(email)}
                value={digits(field.value ?? '')}
                onValueChange={(e) => field.onChange(e.value.join(''))}
                onValueComplete={(e) => {
                  field.onChange(e.valueAsString);
                  if (!formState.isSubmitting) void onSubmit();
                }}
                aria-labelledby="otp-label"
                data-testid="otp-input"
              >
                <PinInput.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
                <PinInput.Control>
                  {Array.from({ length: OTP_LENGTH }, (_, i) => (
                    <PinInput.Input key={i} index={i} aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`} />
                  ))}
                </PinInput.Control>
              </PinInput.Root>
              {fieldState.error ? (
                <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>You can paste the whole code.</Field.HelperText>
              )}
            </Field.Root>
          )}
        />
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Verifying…"
          disabled={formState.isSubmitting}
        >
          Verify
        </Button>
        <HStack justify="space-between" fontSize="sm">
          <Text color="fg.muted">Didn’t get it? Check spam, or</Text>
          <Button
            variant="ghost"
            size="sm"
            colorPalette="blue"
            onClick={() => void sendCode()}
            loading={sending}
            disabled={cooldown.running}
            data-testid="resend-code"
          >
            {cooldown.running ? `Resend in ${cooldown.secondsLeft}s` : 'Send a new code'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
