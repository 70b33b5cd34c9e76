import { useFormContext } from 'react-hook-form';
import type { EditorFormInput } from './editor-form';

/**
 * The packaging editor's form as its field components use it: typed, its errors at hand. Reading
 * `errors` here subscribes the component to them, as destructuring `formState` in it did.
 */
export const useEditorForm = () => {
  const form = useFormContext<EditorFormInput>();
  return { ...form, errors: form.formState.errors };
};
