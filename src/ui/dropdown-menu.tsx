import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DropdownItem {
  key: string;
  /** Renders the item; it must spread `props` onto an <a> or <button>. */
  render: (props: {
    role: 'menuitem';
    tabIndex: -1;
    className: string;
    'data-menu-item': true;
  }) => ReactNode;
}

const ITEM_CLASS =
  'flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-surface-alt hover:text-primary focus:bg-surface-alt focus:text-primary focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
}

function focusItem(menu: HTMLElement | null, index: number): void {
  const all = menuItems(menu);
  if (all.length > 0) all[(index + all.length) % all.length]?.focus();
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it on the first item, arrows,
 * Home and End move, Escape closes back to the button, Tab or a click outside closes it.
 * Small by design: the header is in the first paint.
 */
export function DropdownMenu({
  buttonLabel,
  buttonContent,
  buttonClassName,
  align = 'start',
  items,
}: {
  buttonLabel?: string;
  buttonContent: ReactNode;
  buttonClassName: string;
  align?: 'start' | 'end';
  items: DropdownItem[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, 0);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const menu = event.currentTarget as HTMLElement;
    const all = menuItems(menu);
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(menu, current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(menu, current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(menu, 0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(menu, all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={buttonLabel}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            // Choosing an item closes the menu back to its button (the item's own handler has
            // already run), so a dialog it opens returns focus there.
            if ((event.target as HTMLElement).closest('[data-menu-item]')) close(true);
          }}
          className={`absolute top-full z-40 mt-1 min-w-[140px] bg-surface py-1 pixel-border ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.render({
                role: 'menuitem',
                tabIndex: -1,
                className: ITEM_CLASS,
                'data-menu-item': true,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
