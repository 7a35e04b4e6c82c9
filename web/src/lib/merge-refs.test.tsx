import { render } from '@testing-library/react';
import { createRef, type Ref, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Box({
  refs,
  onRef,
}: {
  refs: ReadonlyArray<Ref<HTMLDivElement> | undefined>;
  onRef?: (ref: unknown) => void;
}) {
  const merged = useMergeRefs(refs);
  onRef?.(merged);
  return <div ref={merged} data-testid="box" />;
}

describe('useMergeRefs', () => {
  it('sets object and callback refs to the element, and clears them when it goes', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { getByTestId, unmount } = render(<Box refs={[object, undefined, callback]} />);
    const element = getByTestId('box');
    expect(object.current).toBe(element);
    expect(callback).toHaveBeenLastCalledWith(element);
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("calls a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { unmount } = render(<Box refs={[callback]} />);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('keeps one ref while the refs are the same, and a new one when one changes', () => {
    const seen: unknown[] = [];
    const first = createRef<HTMLDivElement>();
    const second = createRef<HTMLDivElement>();
    const { rerender, getByTestId } = render(<Box refs={[first]} onRef={(ref) => seen.push(ref)} />);
    rerender(<Box refs={[first]} onRef={(ref) => seen.push(ref)} />);
    expect(seen[1]).toBe(seen[0]);
    rerender(<Box refs={[second]} onRef={(ref) => seen.push(ref)} />);
    expect(seen[2]).not.toBe(seen[0]);
    expect(first.current).toBeNull();
    expect(second.current).toBe(getByTestId('box'));
  });

  it('works where a component keeps its own ref beside a forwarded one', () => {
    let local: HTMLDivElement | null = null;
    function Local({ forwarded }: { forwarded: Ref<HTMLDivElement> }) {
      const own = useRef<HTMLDivElement>(null);
      const merged = useMergeRefs([forwarded, own]);
      local = own.current;
      return <div ref={merged} data-testid="local" />;
    }
    const forwarded = createRef<HTMLDivElement>();
    const { getByTestId, rerender } = render(<Local forwarded={forwarded} />);
    rerender(<Local forwarded={forwarded} />);
    expect(local).toBe(getByTestId('local'));
    expect(forwarded.current).toBe(getByTestId('local'));
  });
});
