import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ViewTabs } from './view-tabs';

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

// the list bar's tabs are drawn light (view-tabs.tsx); their callers import them from here
export { ViewTabs };

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
