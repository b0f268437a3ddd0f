import { useCallback, useMemo } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

export type ListTab = {
  /** the URL parameter's value; '' leaves it out of the URL and the request */
  value: string;
  label: string;
  /** how the rows of this tab are named in the empty state ("domestic courses") */
  plural?: string;
};

/** Tabs over one list, each a value of one URL parameter (courses: `domestic`; trash: `deleted`). */
export type ListTabs = {
  name: string;
  /** accessible name of the tab list */
  label: string;
  /** the first is shown when the URL names none */
  tabs: readonly ListTab[];
};

/**
 * The tab the URL asks for, the filter it sends (always, even when the URL leaves the first
 * one implicit) and how to switch (back to page 1).
 */
export function useListTab(config: ListTabs | undefined) {
  const [search, setSearch] = useSearchParams();
  const raw = config ? search.get(config.name) : null;
  const tab = config?.tabs.find((t) => t.value === (raw ?? '')) ?? config?.tabs[0];
  const name = config?.name;
  const value = tab?.value;
  const fixed = useMemo(() => (name && value ? { [name]: value } : undefined), [name, value]);
  const select = useCallback(
    (next: string) => {
      if (!name) return;
      setSearch((prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set(name, next);
        else out.delete(name);
        out.delete('page');
        return out;
      });
    },
    [name, setSearch],
  );
  return { tab, fixed, select };
}

/** Compact tabs, first on a list's bar (its search beside them): views of one list. */
export function ViewTabs({
  label,
  value,
  tabs,
  onChange,
}: {
  label: string;
  value: string;
  tabs: readonly Pick<ListTab, 'value' | 'label'>[];
  onChange: (value: string) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
      sx={{
        minHeight: 40,
        maxWidth: '100%',
        '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: 1.5 },
      }}
    >
      {tabs.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} />
      ))}
    </Tabs>
  );
}

export function ListTabBar({
  config,
  value,
  onChange,
}: {
  config: ListTabs;
  value: string;
  onChange: (value: string) => void;
}) {
  return <ViewTabs label={config.label} value={value} tabs={config.tabs} onChange={onChange} />;
}
