import type { BusinessCalendar } from '@portal/domain/business-days';
import type { BusinessSettings } from '@portal/domain/business-settings';

/** When the business works, from its settings: time zone, state (for holidays) and hours. */
export const businessCalendarOf = (settings: BusinessSettings): BusinessCalendar => ({
  timeZone: settings.time_zone,
  state: settings.holiday_state,
  hours: settings.business_hours,
});
