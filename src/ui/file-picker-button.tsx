import type { ChangeEvent, ReactNode } from 'react';

/**
 * A button that opens the file picker: a label styled as a pixel button around a visually hidden
 * file input. The input is inside the label, so the label's `has-[:focus-visible]` ring shows
 * when the input takes focus from the keyboard (beside it, as it was, nothing changed on screen).
 * The ring's style is set too: a pixel button's own sets none.
 */
export function FilePickerButton({
  children,
  className = '',
  accept,
  multiple,
  disabled,
  onChange,
  inputId,
}: {
  children: ReactNode;
  className?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputId?: string;
}) {
  return (
    <label
      className={`pixel-button relative cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary has-[:focus-visible]:outline-solid ${className}`}
      data-file-picker
    >
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={onChange}
      />
      {children}
    </label>
  );
}
