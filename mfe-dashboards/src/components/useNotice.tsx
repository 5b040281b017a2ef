import { useEffect, useRef, useState } from 'react';
import { InlineMessage, type MessageTone } from '@wellness/shared/ui';

interface Notice {
  tone: MessageTone;
  text: string;
  /** Raised on every notice, so the same text twice is announced and focused again. */
  seq: number;
}

/**
 * A page's message after an action (announced: status, or alert for an error). It takes the focus when the control
 * that acted is gone (a confirmed request loses its buttons, a canceled booking moves to another tab), so keyboard
 * users are not dropped at the top of the page.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);

  // Runs after a closing dialog has handed the focus back to its opener, and so wins over it.
  useEffect(() => {
    if (notice && focusNext.current) ref.current?.focus();
    focusNext.current = false;
  }, [notice]);

  const show = (tone: MessageTone, text: string, { focus = false } = {}) => {
    focusNext.current = focus;
    setNotice((current) => ({ tone, text, seq: (current?.seq ?? 0) + 1 }));
  };
  const clear = () => setNotice(null);

  const element = (
    <div ref={ref} tabIndex={-1} aria-live="polite">
      {notice && (
        <InlineMessage key={notice.seq} tone={notice.tone}>
          {notice.text}
        </InlineMessage>
      )}
    </div>
  );
  return { notice, show, clear, element };
}
