export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off switch (a checkbox with the switch role), label left, switch right. */
export function SwitchField({ label, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  return (
    <label className="field field--inline">
      <span className="field__label">{label}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
    </label>
  );
}
