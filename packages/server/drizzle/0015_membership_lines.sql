-- Issue 14: a basket line that holds no session (a membership: new, change of plan or renewal) says what its card
-- shows — its cartable type, the membership and its length — as the kind worked it out when the line was added.
ALTER TABLE "cart_items" ADD COLUMN "details" jsonb;
