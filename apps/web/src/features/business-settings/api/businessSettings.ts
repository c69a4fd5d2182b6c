import {
  type BusinessSettingsAnswer,
  businessSettingsAnswer,
  type SaveBusinessSettingsBody,
  SETTINGS_MESSAGES,
  settingsHistoryAnswer,
} from '@portal/domain/business-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { reloadBusiness } from '../../../lib/reload-business.ts';

const keys = { settings: ['business-settings'] as const, history: ['business-settings', 'history'] as const };

/** GET /business-settings (staff): the version in force and the checklist of what is unset. */
export const businessSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: async ({ signal }) =>
      await call(businessSettingsAnswer, 'GET', '/business-settings', { signal }),
    // Another admin may have saved since: read the newest before editing.
    staleTime: 0,
  });

export const useBusinessSettings = () => useQuery(businessSettingsQuery());

/** GET /business-settings/history (staff): every saved version, newest first. */
export const useSettingsHistory = () =>
  useQuery({
    queryKey: keys.history,
    queryFn: async ({ signal }) =>
      await call(settingsHistoryAnswer, 'GET', '/business-settings/history', { signal }),
    staleTime: 0,
  });

/** POST /business-settings (staff): the whole form as the next version; then every page shows it. */
export const useSaveBusinessSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveBusinessSettingsBody): Promise<BusinessSettingsAnswer> =>
      await call(businessSettingsAnswer, 'POST', '/business-settings', { body }),
    onSuccess: async (answer) => {
      notifySuccess(SETTINGS_MESSAGES.saved);
      client.setQueryData(keys.settings, answer);
      await client.invalidateQueries({ queryKey: keys.history });
      await reloadBusiness();
    },
  });
};
