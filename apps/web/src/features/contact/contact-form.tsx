import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, ContactSchema, WORDS } from '@ideaignite/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { useSendContactMessage } from './api/send-contact-message.ts';
import { contactWords } from './words/index.ts';

export function ContactForm() {
  const m = useWords(contactWords);
  const t = useContractText();
  const messageId = useId();
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, { onSuccess: () => reset() });
  });
  const messageError = errors.message?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {mutation.isSuccess ? <Alert tone="success">{t(WORDS.contact.success)}</Alert> : null}
      {mutation.isError ? (
        <Alert tone="error">{t(errorMessage(mutation.error, WORDS.auth.networkError))}</Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.nameLabel}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={m.emailLabel}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-ink-800">
          {m.messageLabel}
        </label>
        <textarea
          id={messageId}
          rows={6}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={cn(
            'min-h-36 resize-y rounded-xl border bg-white px-3.5 py-3 text-ink-900 shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400',
            messageError ? 'border-danger-600' : 'border-ink-200',
          )}
          placeholder={m.messagePlaceholder}
          {...register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="text-sm text-danger-700">
            {t(messageError)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" busy={mutation.isPending} className="self-start">
        <Send aria-hidden className="size-4" />
        {mutation.isPending ? m.sending : m.send}
      </Button>
    </form>
  );
}
