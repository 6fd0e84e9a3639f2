import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GetCouponForPromoCodeResponseSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import { failedPrecondition, notFound } from "@sumwise/kit";
import type { PaymentContext } from "../context.js";
import { couponOf } from "../stripe/describe.js";

export const INVALID_CODE = "Invalid discount code";
export const EXPIRED_CODE = "The discount code you entered has expired.";
const CODE = /^[A-Za-z0-9_-]{1,50}$/;

/** The coupon behind a promotion code (spec §4 promo code: apply, applied or invalid). */
export function getCouponForPromoCode(ctx: PaymentContext) {
  return async (req: { code: string }): Promise<MessageInitShape<typeof GetCouponForPromoCodeResponseSchema>> => {
    const code = req.code.trim();
    if (!CODE.test(code)) throw notFound(INVALID_CODE);
    const { data } = await ctx.stripe.promotionCodes.list({ code, limit: 1 });
    const promotion = data[0];
    if (!promotion) throw notFound(INVALID_CODE);
    const expired = promotion.expires_at !== null && promotion.expires_at * 1000 <= ctx.now().getTime();
    if (!promotion.active || expired || !promotion.coupon.valid) throw failedPrecondition(EXPIRED_CODE);
    return { coupon: couponOf(promotion.coupon, promotion.code) };
  };
}
