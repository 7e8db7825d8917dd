/** A row of segmented tabs (the app's `segmented` style); the caller draws the chosen panel. */
export function DhTabs<Tab extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabLabel,
  className,
}: {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: Tab) => string;
  className?: string;
}) {
  return (
    <div
      className={className ? `segmented ${className}` : 'segmented'}
      role="tablist"
      aria-label={label}
    >
      {tabs.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={selected === key}
          className={
            selected === key ? 'segmented__option segmented__option--on' : 'segmented__option'
          }
          onClick={() => onSelect(key)}
        >
          {tabLabel(key)}
        </button>
      ))}
    </div>
  );
}
