import { useLingui } from '@lingui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { translateValidation } from './messages';

type FieldErrors<Name extends string> = Partial<Record<Name, { message: string }>>;

/** A field's value as the form holds it: checkboxes are booleans, everything else text. */
const readField = (form: HTMLFormElement, name: string): string | boolean | undefined => {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) return field.type === 'checkbox' ? field.checked : field.value;
  if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return field.value;
  return undefined;
};

/**
 * The public forms (sign in, sign up, password reset) validate with their shared schema through
 * this hook instead of react-hook-form: the first page a visitor loads stays within its script
 * budget (docs/decisions/007-a-light-entry-page.md). Same contract as the signed-in app's
 * forms: errors show after the first submit and follow each change from then on, the first
 * invalid field takes the focus, and `onValid` receives the schema's output. `field(name)` is
 * what a TextField needs: the registration and the field's message in the reader's language.
 *
 * The schema is full zod, which the first load does without (decision 059):
 * `loadSchema` fetches it when a field first takes the focus, and a submit awaits it.
 */
export const useSchemaForm = <Schema extends z.ZodType<Record<string, unknown>>>(
  loadSchema: () => Promise<Schema>,
) => {
  type Name = Extract<keyof z.input<Schema>, string>;
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const names = useRef(new Set<Name>());
  const submitted = useRef(false);
  const schema = useRef<Promise<Schema> | null>(null);
  const load = () => (schema.current ??= loadSchema());

  const validate = async (form: HTMLFormElement) => {
    const values = Object.fromEntries([...names.current].map((name) => [name, readField(form, name)]));
    const parsed = (await load()).safeParse(values);
    const found: FieldErrors<Name> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string' && names.current.has(name as Name)) found[name as Name] ??= issue;
    }
    setErrors(found);
    return { parsed, firstInvalid: Object.keys(found)[0] };
  };

  const register = (name: Name) => {
    names.current.add(name);
    return {
      name,
      onFocus: () => void load(),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (submitted.current && event.currentTarget.form) void validate(event.currentTarget.form);
      },
    };
  };

  return {
    register,
    field: (name: Name) => ({ ...register(name), error: translateValidation(i18n, errors[name]?.message) }),
    handleSubmit: (onValid: (values: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const form = event.currentTarget;
      void validate(form).then(({ parsed, firstInvalid }) => {
        if (parsed.success) onValid(parsed.data);
        else if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      });
    },
    formState: { errors },
  };
};
