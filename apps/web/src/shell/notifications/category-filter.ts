import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@fbms/domain';
import { useLocalStorage } from '@mantine/hooks';

/** Which categories the panel shows: a view filter of this device (the server still keeps them all). */
export function useShownCategories() {
  const [hidden, setHidden] = useLocalStorage<NotificationCategory[]>({
    key: 'fbms-notification-hidden-categories',
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const shown = NOTIFICATION_CATEGORIES.filter((c) => !hidden.includes(c));
  const toggle = (category: NotificationCategory, show: boolean) =>
    setHidden((list) => (show ? list.filter((c) => c !== category) : [...new Set([...list, category])]));
  return { shown, toggle };
}
