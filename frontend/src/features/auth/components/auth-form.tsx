import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';

/**
 * A public page's form (sign in, sign up, password reset): why the last try failed, the fields,
 * and the submit button, which waits while the answer is awaited.
 */
export const AuthForm = ({
  onSubmit,
  failure,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: { title: string; message: ReactNode } | null;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) => (
  <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
    {failure ? <FormAlert title={failure.title}>{failure.message}</FormAlert> : null}
    {children}
    <Button type="submit" disabled={pending}>
      {submitLabel}
    </Button>
  </form>
);
