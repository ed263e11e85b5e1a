import { useEarlyValue } from '../../lib/hooks/use-early-value';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogs';
import { BREAKPOINTS } from '../../lib/hooks/breakpoints';
import { textCodec } from '../../lib/hooks/local-storage-value';
import { useBreakpoint } from '../../lib/hooks/use-breakpoint';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useIntersectionObserver } from '../../lib/hooks/use-intersection-observer';
import { useLocalStorageState } from '../../lib/hooks/use-local-storage-state';
import { useOnline } from '../../lib/hooks/use-online';
import { PageTitle } from '../../ui/page-title';

const NOTE_KEY = 'hooks-demo/note';
// Module-level so the hook sees the same codec on every render.
const noteCodec = textCodec();
const DEBOUNCE_MS = 500;

function DemoCard({
  hook,
  descriptionId,
  testId,
  children,
}: {
  hook: string;
  descriptionId: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 bg-surface p-5 pixel-border"
      data-testid={testId}
    >
      <h2 id={headingId} className="flex gap-2 font-mono text-base">
        <span aria-hidden="true" className="text-primary">
          {'>'}
        </span>
        <span className="min-w-0 break-all">{hook}()</span>
      </h2>
      <p className="text-sm text-ink-muted">
        <FormattedMessage id={descriptionId} />
      </p>
      <div className="mt-auto flex flex-col gap-2">{children}</div>
    </section>
  );
}

/** Values shown as a terminal readout; Hangul falls back to the body font (no monospace font has it). */
function Readout({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <output
      data-testid={testId}
      className="block min-h-10 bg-ink px-3 py-2 text-sm break-all text-surface [font-family:var(--font-mono),sans-serif]"
    >
      {children}
    </output>
  );
}

function OnlineDemo() {
  const online = useOnline();
  return (
    <DemoCard hook="useOnline" descriptionId="hooksDemo.online.desc" testId="demo-online">
      <Readout testId="online-status">
        <span
          aria-hidden="true"
          className={`mr-2 inline-block size-3 align-middle ${online ? 'bg-[#7cf2c4]' : 'bg-[#ff8a80]'}`}
        />
        <FormattedMessage id={online ? 'hooksDemo.online' : 'hooksDemo.offline'} />
      </Readout>
    </DemoCard>
  );
}

function BreakpointDemo() {
  const { name, width } = useBreakpoint();
  const scale = Object.entries(BREAKPOINTS);
  return (
    <DemoCard
      hook="useBreakpoint"
      descriptionId="hooksDemo.breakpoint.desc"
      testId="demo-breakpoint"
    >
      <Readout testId="breakpoint-value">{`${name} · ${width}px`}</Readout>
      <ol className="grid grid-cols-5 gap-1 font-mono text-xs" aria-hidden="true">
        {[['xs', 0] as const, ...scale].map(([label, min]) => (
          <li
            key={label}
            className={`border-2 border-line px-1 py-0.5 text-center ${label === name ? 'bg-primary text-surface' : 'bg-surface-alt'}`}
          >
            {label}
            <br />
            {min}
          </li>
        ))}
      </ol>
    </DemoCard>
  );
}

/** A labelled text box for the demos that take typing. */
function DemoInput({
  labelId,
  value,
  onChange,
}: {
  labelId: MessageKey;
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const field = useEarlyValue<HTMLInputElement>(value, onChange);
  return (
    <>
      <label htmlFor={inputId} className="font-pixel text-sm">
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={inputId}
        ref={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="border-2 border-line bg-surface px-3 py-2"
      />
    </>
  );
}

function LocalStorageDemo() {
  const [note, setNote] = useLocalStorageState(NOTE_KEY, noteCodec);
  return (
    <DemoCard
      hook="useLocalStorageState"
      descriptionId="hooksDemo.storage.desc"
      testId="demo-storage"
    >
      <DemoInput labelId="hooksDemo.storage.label" value={note} onChange={setNote} />
      <Readout testId="storage-value">{`localStorage['${NOTE_KEY}'] = ${JSON.stringify(note)}`}</Readout>
    </DemoCard>
  );
}

function IntersectionDemo() {
  const intl = useIntl();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [target, visible] = useIntersectionObserver({ root, threshold: 0.5 });
  return (
    <DemoCard
      hook="useIntersectionObserver"
      descriptionId="hooksDemo.intersection.desc"
      testId="demo-intersection"
    >
      <Readout testId="intersection-status">
        <FormattedMessage
          id={visible ? 'hooksDemo.intersection.visible' : 'hooksDemo.intersection.hidden'}
        />
      </Readout>
      {/* Focusable so keyboard users can scroll it too. */}
      <div
        ref={setRoot}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'hooksDemo.intersection.region' })}
        className="h-32 overflow-y-auto border-2 border-line bg-surface-alt"
        data-testid="intersection-scroller"
      >
        <div className="flex h-64 items-start justify-center pt-3 font-mono text-xs text-ink-muted">
          <span aria-hidden="true">↓ ↓ ↓</span>
        </div>
        <div
          ref={target}
          className={`mx-auto mb-6 grid size-16 place-items-center border-2 border-line font-pixel text-xs transition-colors ${visible ? 'bg-primary text-surface' : 'bg-surface'}`}
        >
          <FormattedMessage id="hooksDemo.intersection.target" />
        </div>
      </div>
    </DemoCard>
  );
}

function DebounceDemo() {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, DEBOUNCE_MS);
  return (
    <DemoCard
      hook="useDebouncedValue"
      descriptionId="hooksDemo.debounce.desc"
      testId="demo-debounce"
    >
      <DemoInput labelId="hooksDemo.debounce.label" value={text} onChange={setText} />
      <Readout testId="debounce-typed">
        <FormattedMessage id="hooksDemo.debounce.typed" values={{ value: JSON.stringify(text) }} />
      </Readout>
      <Readout testId="debounce-settled">
        <FormattedMessage
          id="hooksDemo.debounce.settled"
          values={{ value: JSON.stringify(settled) }}
        />
      </Readout>
    </DemoCard>
  );
}

/** /vueuse (kept for old links): the app's own reusable hooks, each running live. */
export function VueusePage() {
  return (
    <div className="flex flex-col gap-6" data-testid="hooks-demo">
      <div>
        <PageTitle titleKey="vueuse.title" />
        <p className="-mt-3 max-w-3xl text-ink-muted">
          <FormattedMessage id="hooksDemo.intro" />
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        <OnlineDemo />
        <BreakpointDemo />
        <LocalStorageDemo />
        <IntersectionDemo />
        <DebounceDemo />
      </div>
    </div>
  );
}
