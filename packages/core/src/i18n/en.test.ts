import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { en } from './en';
import { namespaces } from './namespaces';

describe('English resources (spec §2, §8, §9)', () => {
  it('has every namespace of spec §9', () => {
    for (const ns of ['common', 'courses', 'home', 'checkout', 'activities']) expect(namespaces).toContain(ns);
    for (const ns of namespaces) expect(en[ns]).toBeTypeOf('object');
  });
  it('quotes the shell texts of spec §2 exactly', () => {
    expect(en.common.notFound.title).toBe("Whoops! Looks like you've gone offside.");
    expect(en.common.notFound.body).toBe("The page you're looking for doesn't exist. Return home to keep the ball rolling.");
    expect(en.common.notFound.goHome).toBe('Go home');
    expect(en.common.maintenance.title).toBe('Service disruption');
    expect(en.common.maintenance.body).toBe('Unable to access the site due to planned maintenance.');
    expect(en.common.nav.drawerNotice).toBe('Login to make bookings faster and manage your account');
    expect(en.common.nav.kioskHome).toBe('Back to Kiosk Home');
  });
  it('quotes the basket, checkout and payment texts of spec §2 and §8 exactly', () => {
    const { basket, item, summary } = en.checkout;
    expect(basket.title).toBe('Shopping basket');
    expect(basket.empty).toBe('Your shopping basket is empty');
    expect(basket.loggedOut).toBe('Log in to add items to your basket');
    expect(basket.loadFailed).toBe('Failed to load your shopping basket, please try again.');
    expect([basket.logIn, basket.goHome, basket.edit, basket.checkoutNow, basket.continueBrowsing]).toEqual(['Log in', 'Go home', 'Edit basket', 'Checkout now', 'Continue browsing']);
    expect([item.remove, item.removeBenefit, item.removePackage]).toEqual(['Remove', 'Remove benefit', 'Remove package usage']);
    expect([summary.title, summary.basketCost, summary.totalToPay]).toEqual(['Summary', 'Basket cost:', 'Total to pay:']);
    expect(summary.terms.agree).toBe('I agree to the Terms and Conditions');
    expect(en.checkout.bookingConfirmed).toBe(en.checkout.confirmation.title);
  });

  it('names the camp and course pages as spec §2 does, and quotes the course texts of spec §2 and §8 from the catalogue', () => {
    const { camp, course, notices } = en.courses.browse;
    expect([camp.title, course.title]).toEqual([en.common.nav.bookCamp, en.common.nav.bookCourse]);
    expect([camp.choose, course.choose, camp.details, course.details]).toEqual(['Choose a camp', 'Choose a course', 'Camp details', 'Course details']);
    expect(notices).toEqual({ proRata: messages.programmes.proRata, startedNotBookable: messages.programmes.courseStarted, ended: messages.programmes.courseEnded });
  });

  it('has a text for every fixed booking hint of spec §4 and takes the camp notes from the catalogue', () => {
    const { actions, dates, success } = en.courses.booking;
    expect(Object.keys(actions.hints).sort()).toEqual(['agreeToWaiver', 'alreadyBooked', 'completeRequiredFields', 'reserved']);
    expect([actions.addToBasket, actions.checkoutNow, success.checkout, success.backHome]).toEqual(['Add to basket', 'Checkout now', 'Checkout', 'Back to home']);
    expect([dates.notWhole, dates.notByDay]).toEqual([messages.programmes.notWhole, messages.programmes.notByDay]);
  });

  it('dates the accessibility statement and names the footer link after the page', () => {
    const { accessibility } = en.common;
    expect(accessibility.footerLink).toBe(accessibility.title);
    expect(accessibility.prepared.date).toBe('29 November 2026');
    expect(accessibility.status.body).toContain('WCAG) 2.2 at level AA');
  });
});
