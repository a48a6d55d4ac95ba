// The admin pages' Refresh: reads the page's lists again, showing that it runs.
import { useState } from 'react';
import { Button, RefreshIcon } from '@pt/ui';

export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try { await onRefresh(); } finally { setRefreshing(false); }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => { void refresh(); }} loading={refreshing} loadingText="Refreshing..."
      leadingIcon={<RefreshIcon size={16} />}>Refresh</Button>
  );
}
