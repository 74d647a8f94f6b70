-- Issue 23, point of sale: the loyalty points a sale's invoice prints (earned, redeemed, balance after it).
ALTER TABLE "sales" ADD COLUMN "loyalty" jsonb;
