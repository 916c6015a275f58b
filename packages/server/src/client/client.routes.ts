import { clientResponseSchema } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';

/** GET /api/client (spec §7 Account): the request tenant's id, name, currency and config. */
export const clientRoutes: RoutePlugin = async (app) => {
  app.get('/client', { schema: { response: { 200: clientResponseSchema } } }, async (request) => {
    const { tenant } = request.ctx;
    return {
      data: {
        id: tenant.id,
        name: tenant.name,
        currency: { code: tenant.currencyCode, symbol: tenant.currencySymbol },
        config: {
          online_joining_enabled: tenant.onlineJoiningEnabled,
          camps_and_courses_booking_enabled: tenant.campsAndCoursesBookingEnabled,
          kiosk_home_url: tenant.kioskHomeUrl,
          tag_manager_id: tenant.tagManagerId,
          auto_translate: { enabled: tenant.autoTranslateEnabled, project_key: tenant.autoTranslateProjectKey },
        },
      },
    };
  });
};
