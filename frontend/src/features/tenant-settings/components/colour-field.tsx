import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { focusRing } from '../../../components/ui/button';
import { isHexColour } from '../contrast';

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** A colour picker and its hex code, kept in step: either one changes the colour. */
export const ColourField = ({ label, value, onChange, onBlur, error }: ColourFieldProps) => {
  const { t } = useLingui();
  const errorId = useId();
  // The picker only takes #rrggbb, so it keeps the last valid colour while the code is being typed.
  const lastValid = useRef(value);
  if (isHexColour(value)) lastValid.current = value.toLowerCase();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-neutral-800">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t`${label}: picker`}
          value={lastValid.current}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`h-10 w-14 cursor-pointer rounded-md border border-neutral-300 bg-white p-1 ${focusRing}`}
        />
        <input
          type="text"
          aria-label={t`${label}: hex code`}
          value={value}
          spellCheck={false}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          className={`w-32 rounded-md border px-3 py-2 font-mono text-sm ${error ? 'border-red-600' : 'border-neutral-300'} ${focusRing}`}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
