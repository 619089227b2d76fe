import { type ComponentProps, type Ref, useCallback, useLayoutEffect, useRef } from 'react';

type TitleInputProps = Omit<ComponentProps<'textarea'>, 'rows' | 'ref'> & {
  ref?: Ref<HTMLTextAreaElement>;
};

/** A line break typed or pasted into a title becomes a space: a title is one line of text. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Whether the browser sizes a textarea to its text itself (`field-sizing: content`). */
const sizesItself = () => typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * The writing view's title (issue 40 point 10): a textarea that grows to show the whole title on
 * as many lines as it takes, at any width, and that refuses line breaks like a one-line input
 * (Enter does nothing; a pasted break becomes a space). Browsers without `field-sizing` are
 * sized here from the text's height.
 */
export function TitleInput({ ref, onChange, onKeyDown, className, ...props }: TitleInputProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const fit = useCallback(() => {
    const element = own.current;
    if (!element || sizesItself()) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, []);
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useLayoutEffect(() => {
    fit();
    const element = own.current;
    if (!element || sizesItself()) return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return (
    <textarea
      {...props}
      ref={setRef}
      rows={1}
      className={`${className ?? ''} title-input`}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        const text = event.target.value;
        if (/[\r\n]/.test(text)) {
          const caret = event.target.selectionStart;
          event.target.value = oneLine(text);
          event.target.setSelectionRange(caret, caret);
        }
        fit();
        onChange?.(event);
      }}
    />
  );
}
