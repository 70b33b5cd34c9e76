import type { Guideline, InterfaceLocale } from '@recyclens/shared';
import { focusRing } from '../../../components/ui/button';

interface GuidelineListProps {
  guidelines: readonly Guideline[];
  locale: InterfaceLocale;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The guidelines as buttons: Tab reaches each, Enter opens it, aria-current marks the open one. */
export const GuidelineList = ({ guidelines, locale, selectedId, onSelect }: GuidelineListProps) => (
  <ul className="flex flex-col gap-1">
    {guidelines.map((guideline) => {
      const selected = guideline.id === selectedId;
      return (
        <li key={guideline.id}>
          <button
            type="button"
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(guideline.id)}
            className={`w-full rounded-md px-3 py-2 text-left text-sm ${focusRing} ${
              selected
                ? 'bg-[var(--color-primary)] font-semibold text-white'
                : 'text-neutral-900 hover:bg-neutral-100'
            }`}
          >
            {guideline.titles[locale]}
          </button>
        </li>
      );
    })}
  </ul>
);
