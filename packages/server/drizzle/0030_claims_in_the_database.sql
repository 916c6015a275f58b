-- The claim of places, and an add to basket, as functions of the database: one round trip each (an add sent thirteen
-- statements, and a statement is a round trip on the hot path of an opening). Each statement inside a function sees a
-- new snapshot (READ COMMITTED, volatile functions), so a claim that waited for a session's lock counts every claim
-- committed meanwhile, as the two statements it replaces did (cart/holds.ts).

-- Places on one session as a reserved booking: the session's row locked (FOR NO KEY UPDATE, until the commit), then
-- counted (settled plus unexpired reservations, of the channel when split). A new hold first lets the customer's own
-- lapsed reservation of the session give way and is refused when they hold a live booking of it; a changed quantity
-- (p_booking) does not count the booking's own places. Answers the hold's id, or why not: full, alreadyBooked, notFound.
CREATE FUNCTION courtside_claim_places(
  p_tenant integer, p_occurrence integer, p_user integer, p_quantity integer, p_channel text, p_now timestamptz,
  p_until timestamptz, p_booking integer, p_cart_item integer, p_ticket uuid,
  OUT held_id integer, OUT refusal text
) LANGUAGE plpgsql AS $$
DECLARE
  v_capacity integer;
  v_foh integer;
  v_split boolean;
  v_taken integer;
BEGIN
  IF p_quantity IS NULL OR p_quantity < 1 THEN refusal := 'full'; RETURN; END IF;
  SELECT o.capacity, o.foh_capacity, o.capacity_strategy = 'split' INTO v_capacity, v_foh, v_split
    FROM occurrences o WHERE o.tenant_id = p_tenant AND o.id = p_occurrence FOR NO KEY UPDATE;
  IF NOT FOUND THEN refusal := 'notFound'; RETURN; END IF;
  IF v_split AND p_channel = 'foh' THEN v_capacity := coalesce(v_foh, 0); END IF;
  SELECT coalesce(sum(b.quantity), 0) INTO v_taken FROM bookings b
    WHERE b.occurrence_id = p_occurrence
      AND (b.status = 'settled' OR (b.status = 'reserved' AND b.reserved_until > p_now))
      AND (NOT v_split OR b.channel = p_channel)
      AND (p_booking IS NULL OR b.id <> p_booking);
  IF p_booking IS NOT NULL THEN
    IF v_taken + p_quantity > v_capacity THEN refusal := 'full'; RETURN; END IF;
    UPDATE bookings b SET quantity = p_quantity, reserved_until = p_until
      WHERE b.id = p_booking AND b.tenant_id = p_tenant RETURNING b.id INTO held_id;
    IF held_id IS NULL THEN refusal := 'full'; END IF;
    RETURN;
  END IF;
  UPDATE bookings b SET status = 'cancelled', reserved_until = NULL
    WHERE b.occurrence_id = p_occurrence AND b.user_id = p_user AND b.status = 'reserved' AND b.reserved_until <= p_now;
  IF EXISTS (SELECT 1 FROM bookings b WHERE b.occurrence_id = p_occurrence AND b.user_id = p_user AND b.status <> 'cancelled') THEN
    refusal := 'alreadyBooked'; RETURN;
  END IF;
  IF v_taken + p_quantity > v_capacity THEN refusal := 'full'; RETURN; END IF;
  INSERT INTO bookings (tenant_id, occurrence_id, user_id, status, reserved_until, quantity, channel, ticket_id, created_at)
    VALUES (p_tenant, p_occurrence, p_user, 'reserved', p_until, p_quantity, p_channel, p_ticket, p_now)
    RETURNING id INTO held_id;
  IF p_cart_item IS NOT NULL THEN
    UPDATE cart_items c SET booking_id = held_id WHERE c.id = p_cart_item AND c.tenant_id = p_tenant;
  END IF;
END $$;
--> statement-breakpoint

-- A camp's or course's holds, one place on each of its sessions, all or none: the sessions' rows locked in ascending id
-- order (so two bundles never wait on each other), the customer's own lapsed reservations of them give way, refused
-- when they hold any of them or when any is full. Answers the holds' ids in session order, or why not.
CREATE FUNCTION courtside_claim_bundle(
  p_tenant integer, p_occurrences integer[], p_user integer, p_channel text, p_now timestamptz, p_until timestamptz,
  p_bundle integer,
  OUT held_ids integer[], OUT refusal text
) LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[] := ARRAY(SELECT DISTINCT unnest(p_occurrences) ORDER BY 1);
  v_locked integer;
BEGIN
  IF cardinality(v_ids) = 0 THEN refusal := 'notFound'; RETURN; END IF;
  SELECT count(*) INTO v_locked FROM (
    SELECT o.id FROM occurrences o WHERE o.tenant_id = p_tenant AND o.id = ANY (v_ids) ORDER BY o.id FOR NO KEY UPDATE
  ) AS locked;
  IF v_locked <> cardinality(v_ids) THEN refusal := 'notFound'; RETURN; END IF;
  UPDATE bookings b SET status = 'cancelled', reserved_until = NULL
    WHERE b.occurrence_id = ANY (v_ids) AND b.user_id = p_user AND b.status = 'reserved' AND b.reserved_until <= p_now;
  IF EXISTS (SELECT 1 FROM bookings b WHERE b.occurrence_id = ANY (v_ids) AND b.user_id = p_user AND b.status <> 'cancelled') THEN
    refusal := 'alreadyBooked'; RETURN;
  END IF;
  IF EXISTS (
    SELECT 1 FROM occurrences o
    WHERE o.tenant_id = p_tenant AND o.id = ANY (v_ids)
      AND 1 + (SELECT coalesce(sum(b.quantity), 0) FROM bookings b
               WHERE b.occurrence_id = o.id
                 AND (b.status = 'settled' OR (b.status = 'reserved' AND b.reserved_until > p_now))
                 AND (o.capacity_strategy <> 'split' OR b.channel = p_channel))
        > CASE WHEN o.capacity_strategy = 'split' AND p_channel = 'foh' THEN coalesce(o.foh_capacity, 0) ELSE o.capacity END
  ) THEN
    refusal := 'full'; RETURN;
  END IF;
  WITH held AS (
    INSERT INTO bookings (tenant_id, occurrence_id, user_id, status, reserved_until, quantity, channel, bundle_id, created_at)
    SELECT p_tenant, s.session, p_user, 'reserved', p_until, 1, p_channel, p_bundle, p_now FROM unnest(v_ids) AS s(session)
    RETURNING bookings.id, bookings.occurrence_id
  )
  SELECT array_agg(held.id ORDER BY held.occurrence_id) INTO held_ids FROM held;
END $$;
--> statement-breakpoint

-- A transaction's outbox rows (jsonb: tenant_id, type, payload, available_at or null for now, done: no durable
-- subscriber wants it), in one statement and in their order.
CREATE FUNCTION courtside_write_outbox(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox_events (tenant_id, type, payload, available_at, done_at)
    SELECT (e.item ->> 'tenant_id')::integer, e.item ->> 'type', e.item -> 'payload',
      coalesce((e.item ->> 'available_at')::timestamptz, now()), CASE WHEN (e.item ->> 'done')::boolean THEN now() END
    FROM jsonb_array_elements(p_rows) WITH ORDINALITY AS e(item, n)
    ORDER BY e.n;
END $$;
--> statement-breakpoint

-- A new basket line's claim (purchasables' `lineClaim`): the waiver the attendee agreed recorded, a camp's or course's
-- bundle made and named on the line, then the places — one session's (p_places) or one on each of the bundle's
-- sessions — held for the line. Answers why not (full, alreadyBooked, notFound), or null when held.
CREATE FUNCTION courtside_claim_line(
  p_tenant integer, p_cart_item integer, p_attendee integer, p_channel text, p_now timestamptz, p_until timestamptz,
  p_waiver integer, p_bundle jsonb, p_sessions integer[], p_places integer, p_ticket uuid
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_bundle integer;
  v_refusal text;
BEGIN
  IF p_waiver IS NOT NULL THEN
    INSERT INTO restriction_completions (tenant_id, user_id, restriction_id) VALUES (p_tenant, p_attendee, p_waiver) ON CONFLICT DO NOTHING;
  END IF;
  IF p_bundle IS NULL THEN
    SELECT claim.refusal INTO v_refusal
      FROM courtside_claim_places(p_tenant, p_sessions[1], p_attendee, p_places, p_channel, p_now, p_until, NULL, p_cart_item, p_ticket) AS claim;
    RETURN v_refusal;
  END IF;
  INSERT INTO booking_bundles (tenant_id, programme_id, user_id, status, whole, extras, answers, created_at)
    VALUES (p_tenant, (p_bundle ->> 'programme_id')::uuid, p_attendee, 'reserved', (p_bundle ->> 'whole')::boolean,
      p_bundle -> 'extras', p_bundle -> 'answers', p_now)
    RETURNING id INTO v_bundle;
  UPDATE cart_items c SET bundle_id = v_bundle WHERE c.id = p_cart_item AND c.tenant_id = p_tenant;
  SELECT claim.refusal INTO v_refusal
    FROM courtside_claim_bundle(p_tenant, p_sessions, p_attendee, p_channel, p_now, p_until, v_bundle) AS claim;
  RETURN v_refusal;
END $$;
--> statement-breakpoint

-- An add to basket of one line, sent alone (it commits by itself): the owner's cart made if need be, locked and its
-- version moved on; the line; the outbox rows; and the line's claim, last, so its sessions stay locked for
-- as short a time as can be. A refused claim raises 'courtside_claim_refused:<why>', which undoes the whole add.
-- Answers the cart row as the add left it.
CREATE FUNCTION courtside_add_line(
  p_tenant integer, p_owner integer, p_source text, p_now timestamptz, p_until timestamptz, p_line jsonb,
  p_waiver integer, p_bundle jsonb, p_sessions integer[], p_places integer, p_ticket uuid, p_events jsonb
) RETURNS carts LANGUAGE plpgsql AS $$
DECLARE
  v_cart carts;
  v_line integer;
  v_refusal text;
BEGIN
  INSERT INTO carts AS c (tenant_id, user_id, source, updated_at) VALUES (p_tenant, p_owner, p_source, p_now)
    ON CONFLICT (tenant_id, user_id, source) DO UPDATE SET version = c.version + 1, updated_at = excluded.updated_at
    RETURNING * INTO v_cart;
  INSERT INTO cart_items (tenant_id, cart_id, purchasable_type, purchasable_id, occurrence_id, purchased_for_user_id, name,
      quantity, unit_price, standard_unit_price, currency, benefit_applied, ticket_id, details, created_at)
    SELECT p_tenant, v_cart.id, l.purchasable_type, l.purchasable_id, l.occurrence_id, l.purchased_for_user_id, l.name,
      l.quantity, l.unit_price, l.standard_unit_price, l.currency, coalesce(l.benefit_applied, false), l.ticket_id, l.details, p_now
    FROM jsonb_populate_record(NULL::cart_items, p_line) AS l
    RETURNING id INTO v_line;
  PERFORM courtside_write_outbox(p_events);
  v_refusal := courtside_claim_line(p_tenant, v_line, (p_line ->> 'purchased_for_user_id')::integer, p_source, p_now, p_until,
    p_waiver, p_bundle, p_sessions, p_places, p_ticket);
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'courtside_claim_refused:%', v_refusal;
  END IF;
  RETURN v_cart;
END $$;
