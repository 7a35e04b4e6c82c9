import {
  type AutocompleteProps,
  ComboboxChevron,
  type ComboboxItem,
  type DrawerProps,
  InputBase,
  type ModalProps,
  type PopoverProps,
  type SelectProps,
  type TooltipProps,
} from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { deferModule } from '../lib/deferred-module';

/**
 * The floating widgets (components/floating-widgets.ts) are not loaded before the first paint: until
 * their chunk is in — soon after hydration, or at once when the reader touches one — each renders a
 * stand-in that looks exactly like it when closed (the server's render is the stand-in too).
 */
export const floatingWidgets = deferModule(() => import('./floating-widgets'));

/**
 * Loads the widgets when the stand-in is touched (pointer, focus or key), and remembers that it was:
 * the widget then takes the focus and opens as it mounts.
 */
function useReach(): [boolean, { onPointerDown: () => void; onFocus: () => void; onKeyDown: () => void }] {
  const [reached, setReached] = useState(false);
  const reach = () => {
    setReached(true);
    void floatingWidgets.load().catch(() => undefined);
  };
  return [reached, { onPointerDown: reach, onFocus: reach, onKeyDown: reach }];
}

function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value == null) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = item.items.find((option) => (typeof option === 'string' ? option : option.value) === value);
      if (found) return typeof found === 'string' ? found : (found as ComboboxItem).label;
    } else if (item.value === value) {
      return item.label;
    }
  }
  return '';
}

/** The closed input of a Select or Autocomplete, with the props both pass to it. */
function inputProps(props: SelectProps | AutocompleteProps) {
  return {
    id: props.id,
    label: props.label,
    description: props.description,
    error: props.error,
    placeholder: props.placeholder,
    size: props.size,
    w: props.w,
    style: props.style,
    leftSection: props.leftSection,
    required: props.required,
    withAsterisk: props.withAsterisk,
    disabled: props.disabled,
    'aria-label': props['aria-label'],
  };
}

/** Mantine's Select; a read-only stand-in with the selected label and the chevron until it loads. */
export function DeferredSelect(props: SelectProps) {
  const [reached, handlers] = useReach();
  const widgets = floatingWidgets.use(reached);
  if (widgets) {
    return (
      <widgets.Select {...props} autoFocus={reached || props.autoFocus} defaultDropdownOpened={reached || undefined} />
    );
  }
  return (
    <>
      <InputBase
        {...inputProps(props)}
        __staticSelector="Select"
        __defaultRightSection={<ComboboxChevron size={props.size} error={props.error} />}
        rightSectionPointerEvents="none"
        readOnly
        pointer={!props.searchable}
        value={labelOf(props.data, props.value)}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        {...handlers}
      />
      {/* As the Select's own, which forms read. */}
      <input type="hidden" value={props.value ?? ''} name={props.name} form={props.form} />
    </>
  );
}

/** Mantine's Autocomplete; until it loads, a text input that already takes what is typed. */
export function DeferredAutocomplete(props: AutocompleteProps) {
  const [reached, handlers] = useReach();
  const widgets = floatingWidgets.use(reached);
  const { onChange, value } = props;
  if (widgets) return <widgets.Autocomplete {...props} autoFocus={reached || props.autoFocus} />;
  return (
    <InputBase
      {...inputProps(props)}
      __staticSelector="Autocomplete"
      type={props.type}
      maxLength={props.maxLength}
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      onFocus={handlers.onFocus}
    />
  );
}

/**
 * Mantine's Tooltip, put in only once a mouse or the keyboard's focus reaches its target: a grid of
 * cards would otherwise mount one floating tooltip per card when the widgets arrive, a long task on
 * a phone, where nobody hovers. A touch never swaps it (the tap's click must land on the element it
 * started on); a keyboard user keeps the focus across the swap.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const [reached, setReached] = useState<'mouse' | 'keyboard' | null>(null);
  const widgets = floatingWidgets.use(reached !== null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const active = widgets !== null && reached !== null;
  useEffect(() => {
    if (active && reached === 'keyboard') wrapper.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [active, reached]);
  const reach = (how: 'mouse' | 'keyboard') => {
    if (reached) return;
    setReached(how);
    void floatingWidgets.load().catch(() => undefined);
  };
  return (
    // `display: contents`: the wrapper takes no box, so the layout is the target's own.
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') reach('mouse');
      }}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) reach('keyboard');
      }}
    >
      {active ? (
        <widgets.Tooltip {...props} defaultOpened>
          {children}
        </widgets.Tooltip>
      ) : (
        children
      )}
    </span>
  );
}

/** Loads the widgets once `opened` turns true while they are not in yet. */
function useLoadWhenOpened(opened: boolean, loaded: boolean): void {
  useEffect(() => {
    if (opened && !loaded) void floatingWidgets.load().catch(() => undefined);
  }, [opened, loaded]);
}

/** Mantine's Drawer: closed it renders nothing, so it loads when first opened (if not in yet). */
export function DeferredDrawer(props: DrawerProps) {
  const widgets = floatingWidgets.use(props.opened);
  useLoadWhenOpened(props.opened, widgets !== null);
  return widgets ? <widgets.Drawer {...props} /> : null;
}

/** Mantine's Modal: closed it renders nothing, so it loads when first opened (if not in yet). */
export function DeferredModal(props: ModalProps) {
  const widgets = floatingWidgets.use(props.opened);
  useLoadWhenOpened(props.opened, widgets !== null);
  return widgets ? <widgets.Modal {...props} /> : null;
}

/**
 * Mantine's Popover: `target` (a button) opens `children`. Closed, a popover is its target alone, so
 * until the widgets are in the stand-in is that button; a press loads them and the popover mounts
 * open, with the focus back on its button if the press had put it there.
 */
export function DeferredPopover({
  target,
  children,
  ...props
}: Omit<PopoverProps, 'children'> & {
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  children: ReactNode;
}) {
  const [reached, setReached] = useState(false);
  const widgets = floatingWidgets.use(reached);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (widgets && reached && focused.current) wrapper.current?.querySelector<HTMLElement>('button')?.focus();
  }, [widgets, reached]);
  const reach = (event: MouseEvent<HTMLElement>) => {
    focused.current = document.activeElement === event.currentTarget;
    setReached(true);
    void floatingWidgets.load().catch(() => undefined);
  };
  return (
    // `display: contents`: the wrapper takes no box, so the layout is the target's own.
    <span ref={wrapper} style={{ display: 'contents' }}>
      {widgets ? (
        <widgets.Popover {...props} defaultOpened={reached || props.defaultOpened}>
          <widgets.Popover.Target>{target}</widgets.Popover.Target>
          <widgets.Popover.Dropdown>{children}</widgets.Popover.Dropdown>
        </widgets.Popover>
      ) : (
        // The attributes Popover.Target gives its closed button.
        cloneElement(target, { 'aria-haspopup': 'dialog', 'aria-expanded': false, onClick: reach } as object)
      )}
    </span>
  );
}
