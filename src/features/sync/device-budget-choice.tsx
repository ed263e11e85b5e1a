import { Description, Label, Radio, RadioGroup } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEVICE_BUDGETS,
  budgetBytes,
  readDeviceBudget,
  writeDeviceBudget,
  type DeviceBudget,
} from '../../data/sync/device-budget';
import { scheduleMirrorBudget } from '../../data/sync/mirror-keep';
import {
  askPersistence,
  estimateStorage,
  type StorageUse,
} from '../../data/sync/storage-durability';
import { Megabytes } from '../../ui/megabytes';

type Persisted = 'granted' | 'denied' | 'unknown';

/**
 * How many posts the device keeps for reading offline: the member's choice among the budgets, each
 * with the space it takes and whether the browser still allows it. Raising it asks the browser to
 * keep the data through clean-up, and says what it answered; lowering it lets the keep policy
 * make room a little later.
 */
export function DeviceBudgetChoice() {
  const intl = useIntl();
  const [budget, setBudget] = useState<DeviceBudget | null>(null);
  const [use, setUse] = useState<StorageUse | null>(null);
  const [persisted, setPersisted] = useState<Persisted | null>(null);
  useEffect(() => {
    let live = true;
    readDeviceBudget().then(
      (value) => live && setBudget(value),
      (error: unknown) => console.warn('sync: device budget', error),
    );
    void estimateStorage().then((value) => live && setUse(value));
    return () => {
      live = false;
    };
  }, []);
  if (budget === null) return null;

  const choose = async (next: DeviceBudget) => {
    const raised = next > budget;
    setBudget(next);
    await writeDeviceBudget(next);
    // Lowered, the keep policy makes room; raised, its pass records the new budget.
    scheduleMirrorBudget();
    if (raised) {
      const answer = await askPersistence();
      setPersisted(answer === null ? 'unknown' : answer ? 'granted' : 'denied');
    }
  };

  // What the browser still allows the origin: its quota less what it already holds.
  const free = use ? Math.max(0, use.quota - use.usage) : null;
  return (
    <section className="flex flex-col gap-2" data-testid="device-budget">
      <h2 className="text-xl">
        <FormattedMessage id="sync.budget.title" />
      </h2>
      <RadioGroup
        value={budget}
        onChange={(next: DeviceBudget) => void choose(next)}
        aria-label={intl.formatMessage({ id: 'sync.budget.title' })}
        className="flex flex-col gap-2"
      >
        {DEVICE_BUDGETS.map((option) => (
          <Radio
            key={option}
            value={option}
            data-budget={option}
            className="flex cursor-pointer flex-col rounded border border-line p-3 focus:outline-none data-[checked]:border-accent data-[checked]:bg-surface-alt data-[focus]:ring-2 data-[focus]:ring-accent"
          >
            <Label className="font-medium">
              <FormattedMessage id="sync.budget.posts" values={{ count: option }} />
            </Label>
            <Description className="text-sm text-ink-muted">
              <FormattedMessage
                id="sync.budget.space"
                values={{ size: <Megabytes digits={0} bytes={budgetBytes(option)} /> }}
              />{' '}
              {free !== null && (
                <FormattedMessage
                  id={budgetBytes(option) <= free ? 'sync.budget.fits' : 'sync.budget.tooLarge'}
                  values={{ free: <Megabytes digits={0} bytes={free} /> }}
                />
              )}
            </Description>
          </Radio>
        ))}
      </RadioGroup>
      {persisted && (
        <p className="text-sm" role="status" data-testid="device-budget-persist">
          <FormattedMessage id={`sync.budget.persist.${persisted}`} />
        </p>
      )}
    </section>
  );
}
