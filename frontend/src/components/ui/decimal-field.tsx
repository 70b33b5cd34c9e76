import { useLingui } from '@lingui/react';
import { forwardRef, useCallback, type ComponentProps, type Ref } from 'react';
import { TextField } from './form-field';

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
const plainNumber = /^-?\d+(\.\d+)?$/;

const setRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * A decimal number shown in the interface language: "0,2" in German and French, "0.2" in
 * English. The forms that use it are uncontrolled, so react-hook-form writes a stored number into
 * the input's `value`; this input words whatever number is written into it. What the user types
 * is left as typed and read back by the form's parser, which takes a comma or a point.
 */
export const DecimalField = forwardRef<HTMLInputElement, ComponentProps<typeof TextField>>((props, ref) => {
  const { i18n } = useLingui();
  const { locale } = i18n;
  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && nativeValue?.get && nativeValue.set) {
        const { get, set } = nativeValue;
        const format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });
        const worded = (value: unknown): unknown => {
          const number =
            typeof value === 'number'
              ? value
              : typeof value === 'string' && plainNumber.test(value)
                ? Number(value)
                : NaN;
          return Number.isFinite(number) ? format.format(number) : value;
        };
        Object.defineProperty(input, 'value', {
          configurable: true,
          get() {
            return get.call(this) as string;
          },
          set(value: unknown) {
            set.call(this, worded(value));
          },
        });
        set.call(input, worded(get.call(input)));
      }
      setRef(ref, input);
    },
    [locale, ref],
  );
  return <TextField type="text" inputMode="decimal" autoComplete="off" {...props} ref={attach} />;
});
DecimalField.displayName = 'DecimalField';
