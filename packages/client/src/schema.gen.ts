/**
 * Generated from openapi.json by openapi-typescript: do not edit. Regenerate with
 * `pnpm --filter @celtic/server client:generate`.
 */

export interface paths {
    "/user/deleted-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Was this account deleted by an admin? */
        get: operations["user-deletedCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/zodiac": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set or clear the zodiac sign, as chosen at `chosenAt`: the last choice wins, so an older one leaves the newer sign and answers with it */
        patch: operations["user-updateZodiac"];
        trace?: never;
    };
    "/users/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Store the caller's language (en, es or de): it follows them to every device */
        put: operations["user-setLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's role */
        get: operations["user-role"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["user-me"];
        put?: never;
        post?: never;
        /** Delete the caller's account with everything held about them, and its Firebase user: the account's tokens answer 401 from then on; 409 for the last site owner */
        delete: operations["user-deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about the caller: profile, the role set by hand for their address, readings, checks, the audit rows naming them and their idempotency keys; streamed, so any number of readings exports */
        get: operations["user-exportMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's daily reminder settings (the defaults, off, until first saved) */
        get: operations["user-reminder"];
        /** Turn the daily reminder on or off: the time (HH:MM) in an IANA time zone, with optional fire-festival and full/new moon notices. Sent to every device the caller registered */
        put: operations["user-setReminder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/horoscope/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign's horoscope for a day, from 2020-01-01 to 30 days ahead (default: today in UTC) */
        get: operations["horoscope-daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/horoscope/daily/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 13 signs' horoscopes for one day, in the signs' order */
        get: operations["horoscope-dailyAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/horoscope/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign's reading for an ISO week, with the week's moon phases, festivals and tree months */
        get: operations["horoscope-weekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/horoscope/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign's reading for a month, with its sky and tree months (premium, admin, site_owner) */
        get: operations["horoscope-monthly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/horoscope/yearly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign's reading for a year, with its moons and festivals (premium, admin, site_owner) */
        get: operations["horoscope-yearly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a reading */
        post: operations["readings-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/saved/{zodiacSign}/{kind}/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved copy of a sign's reading of a day or period, or null */
        get: operations["readings-saved"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set favorite (`{ "isFavorite": true }`); without a body it toggles */
        patch: operations["readings-toggleFavorite"];
        trace?: never;
    };
    "/readings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved readings, newest first */
        get: operations["readings-list"];
        put?: never;
        post?: never;
        /** Delete a reading */
        delete: operations["readings-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compatibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Score two signs and save the check */
        post: operations["compatibility-check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compatibility/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compatibility checks, newest first */
        get: operations["compatibility-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first; `q` finds them by name or e-mail */
        get: operations["admin-listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user with their readings and checks (not a site owner, not oneself) */
        delete: operations["admin-deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a user's role (site owners only); 409 when it would leave no site owner */
        patch: operations["admin-setRole"];
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail: role changes, deletions and sign-in role raises, newest first */
        get: operations["admin-audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 13 signs in order */
        get: operations["signs-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signs/by-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign of a birthday */
        get: operations["signs-byDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signs/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sign by name (any case) */
        get: operations["signs-byName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Celtic quarter, moon phase and next festival of a day */
        get: operations["calendar-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{sign}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sign's iCalendar feed: daily readings from 7 days ago to 30 ahead, festivals, moon phases */
        get: operations["feeds-sign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/birth-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Celtic birth chart of a date from 1900-01-01 to today: sign, tree and Ogham letter, the Moon at the instant of birth (at local noon without a time), the quarter, the festivals either side, a reading */
        get: operations["birth-chart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/birth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's kept birth date, or null */
        get: operations["birth-mine"];
        /** Keep (or replace) the caller’s birth date, with an optional time and time zone */
        put: operations["birth-keep"];
        post?: never;
        /** Forget the caller’s birth date */
        delete: operations["birth-forget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, for PushManager.subscribe's applicationServerKey */
        get: operations["push-publicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this device's PushSubscription for the caller's notifications (201; again with the same endpoint updates it). The endpoint must be https on one of the push services the server sends to. An account keeps its 10 most recently registered devices; an 11th replaces the least recent */
        post: operations["push-subscribe"];
        /** Stop notifications to one device of the caller's (204, also when it was not registered) */
        delete: operations["push-unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one notification now to each of the caller's devices (202: queued, sent within seconds); at most 5 an hour (429 with Retry-After past that) */
        post: operations["push-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API, the database and push sending work now, and their uptime over 90 days */
        get: operations["status-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's API keys, oldest first, without their secrets */
        get: operations["keys-list"];
        put?: never;
        /** Make an API key (201): the answer holds the key itself, shown this once. Send it as X-Api-Key on public reads. An account holds at most 10 keys (409 past that) */
        post: operations["keys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the caller’s API keys (204): every instance refuses it from now on */
        delete: operations["keys-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests each of the caller's API keys made per UTC day over the last 30 days, and each key's limits */
        get: operations["keys-usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        UserProfile: {
            id: number;
            firebaseUid: string;
            username: string;
            email: string | null;
            displayName: string | null;
            photoUrl: string | null;
            /** @enum {string} */
            role: "site_owner" | "admin" | "premium" | "user" | "guest";
            zodiacSign: ("Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf") | null;
            /** @description When the sign was last chosen or cleared; null: not since this was kept */
            signSetAt: string | null;
            /** @description The language the user chose (en, es or de); null until they choose one */
            locale: ("en" | "es" | "de") | null;
            /** Format: date-time */
            createdAt: string;
            lastLoginAt: string | null;
        };
        OwnData: {
            /** Format: date-time */
            exportedAt: string;
            profile: {
                id: number;
                firebaseUid: string;
                username: string;
                email: string | null;
                displayName: string | null;
                photoUrl: string | null;
                /** @enum {string} */
                role: "site_owner" | "admin" | "premium" | "user" | "guest";
                zodiacSign: ("Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf") | null;
                /** @description When the sign was last chosen or cleared; null: not since this was kept */
                signSetAt: string | null;
                /** @description The language the user chose (en, es or de); null until they choose one */
                locale: ("en" | "es" | "de") | null;
                /** Format: date-time */
                createdAt: string;
                lastLoginAt: string | null;
                /** @description Whether Firebase verified the address at the last sign-in */
                emailVerified: boolean;
                roleSetByHand: boolean;
            };
            /** @description The role a site owner set by hand for the address; it outlives the account */
            handSetRole: {
                email: string;
                /** @enum {string} */
                role: "site_owner" | "admin" | "premium" | "user" | "guest";
                /** Format: date-time */
                setAt: string;
            } | null;
            /** @description The birth date kept on the profile, or null */
            birth: components["schemas"]["KeptBirth"] | null;
            readings: components["schemas"]["Reading"][];
            compatibilityChecks: components["schemas"]["ExportedCompatibilityCheck"][];
            /** @description Audit rows naming the user, newest first */
            audit: components["schemas"]["AuditEntry"][];
            /** @description Keys of repeatable writes from the last 24 hours, with the id each one saved */
            idempotencyKeys: {
                key: string;
                operation: string;
                rowId: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The daily reminder settings, if ever saved */
            reminder: components["schemas"]["ReminderSettings"] | null;
            /** @description The API keys, oldest first: their names and first characters, never the keys */
            apiKeys: components["schemas"]["ApiKey"][];
            /** @description The devices registered for notifications (their browsers' keys are not kept in it) */
            pushSubscriptions: components["schemas"]["PushSubscription"][];
        };
        KeptBirth: {
            date: string;
            time: string | null;
            timeZone: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Reading: {
            id: number;
            userId: number;
            content: string;
            /** @enum {string} */
            zodiacSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            isFavorite: boolean;
            /**
             * Format: date-time
             * @description When it was saved
             */
            readingDate: string;
            /** @description What it covers; null for a text saved without it */
            kind: ("day" | "week" | "month" | "year") | null;
            /** @description Its own day or period, as its kind is written */
            period: string | null;
        };
        ExportedCompatibilityCheck: {
            id: number;
            userId: number;
            /** @enum {string} */
            firstSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            /** @enum {string} */
            secondSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            compatibilityScore: number;
            /** @description The details as an object; the stored text only for a check whose details are not JSON */
            compatibilityDetails: components["schemas"]["CompatibilityDetails"] | string;
            /** Format: date-time */
            createdAt: string;
        };
        CompatibilityDetails: {
            description: string;
            strengths: string[];
            challenges: string[];
        };
        AuditEntry: {
            id: number;
            /** @enum {string} */
            action: "role_change" | "user_deletion" | "sign_in_raise";
            /** @description Who acted; null for the sign-in e-mail lists */
            actorId: number | null;
            actorName: string | null;
            targetId: number;
            targetName: string;
            /** @description null for an account created at that sign-in */
            fromRole: ("site_owner" | "admin" | "premium" | "user" | "guest") | null;
            /** @description null for a deletion */
            toRole: ("site_owner" | "admin" | "premium" | "user" | "guest") | null;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ReminderSettings: {
            enabled: boolean;
            time: string;
            /** @description null until the settings are first saved */
            timeZone: string | null;
            festivals: boolean;
            moon: boolean;
            /** @description When the next daily reminder is due (UTC); null while off */
            nextDueAt: string | null;
        };
        ApiKey: {
            id: number;
            name: string;
            /** @description The first characters of the key, to tell keys apart */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** @description When the key last read the API (to within a minute), or null if never */
            lastUsedAt: string | null;
        };
        PushSubscription: {
            endpoint: string;
            expirationTime: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        DailyHoroscope: {
            date: string;
            general: string;
            love: string;
            career: string;
            health: string;
            advice: string;
            luckyNumber: number;
            luckyColor: string;
            compatibleSigns: string[];
        };
        SignDailyHoroscope: {
            date: string;
            general: string;
            love: string;
            career: string;
            health: string;
            advice: string;
            luckyNumber: number;
            luckyColor: string;
            compatibleSigns: string[];
            /** @enum {string} */
            sign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
        };
        PeriodHoroscope: {
            /** @enum {string} */
            sign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            /** @enum {string} */
            kind: "week" | "month" | "year";
            /** @description 2026-W48, 2026-11 or 2026 */
            period: string;
            start: string;
            end: string;
            overview: string;
            love: string;
            career: string;
            health: string;
            advice: string;
            luckyNumber: number;
            luckyColor: string;
            compatibleSigns: string[];
            sky: components["schemas"]["Sky"];
        };
        Sky: {
            moonPhases: {
                /** @enum {string} */
                phase: "New Moon" | "First Quarter" | "Full Moon" | "Last Quarter";
                /** @description The UTC day of the instant, YYYY-MM-DD */
                date: string;
                /** @description The exact instant, UTC, to the minute */
                instant: string;
            }[];
            festivals: {
                name: string;
                date: string;
            }[];
            quarterChanges: {
                quarter: string;
                date: string;
            }[];
            treeMonths: {
                tree: string;
                name: string;
                start: string;
                end: string;
            }[];
        };
        SavedReading: {
            id: number;
            userId: number;
            content: string;
            /** @enum {string} */
            zodiacSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            isFavorite: boolean;
            /**
             * Format: date-time
             * @description When it was saved
             */
            readingDate: string;
            /** @description What it covers; null for a text saved without it */
            kind: ("day" | "week" | "month" | "year") | null;
            /** @description Its own day or period, as its kind is written */
            period: string | null;
            /** @description True when this reading was saved before: no copy was made */
            alreadySaved: boolean;
        };
        CompatibilityRecord: {
            id: number;
            userId: number;
            /** @enum {string} */
            firstSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            /** @enum {string} */
            secondSign: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            compatibilityScore: number;
            /** @description JSON text of { description, strengths[], challenges[] } */
            compatibilityDetails: string;
            /** Format: date-time */
            createdAt: string;
        };
        AdminUser: {
            id: number;
            username: string;
            /** @enum {string} */
            role: "site_owner" | "admin" | "premium" | "user" | "guest";
            email: string | null;
            zodiacSign: ("Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf") | null;
            /** Format: date-time */
            createdAt: string;
            /** @description A site owner set the role on /system: the sign-in e-mail lists leave it alone */
            roleSetByHand: boolean;
            /** @description Whether Firebase verified the address at the last sign-in; anyone may type an unverified one */
            emailVerified: boolean;
        };
        Sign: {
            /** @enum {string} */
            name: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
            /** @description The sign's name in the answer's language (Lobo, Wolf); `name` stays the identifier */
            displayName: string;
            /** @description The tree identifier (English); `treeName` is shown */
            tree: string;
            /** @description The tree's name in the answer's language */
            treeName: string;
            /** @description What the tree's Ogham letter stands for, in the answer's language */
            treeMeaning: string;
            /** @description The dates in the answer's language: Dec 24 - Jan 20, 24 dic. - 20 ene. */
            dateRange: string;
            startDate: {
                month: number;
                day: number;
            };
            endDate: {
                month: number;
                day: number;
            };
            /** @enum {string} */
            element: "Earth" | "Air" | "Water" | "Fire";
            /** @description The element's name in the answer's language */
            elementName: string;
            /** @description The ruling body (English identifier); `rulingName` is shown */
            ruling: string;
            /** @description The ruling body's name in the answer's language */
            rulingName: string;
            symbol: string;
            personality: string[];
            strengths: string[];
            challenges: string[];
            mythology: string;
            compatibility: ("Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf")[];
            animal: string;
            color: string;
            iconPath: string;
        };
        Calendar: {
            date: string;
            quarter: {
                /** @description The quarter identifier (English): Samhain Quarter */
                id: string;
                /** @description The quarter's name in the answer's language */
                name: string;
                /** @description Its months, in the answer's language */
                months: string;
                monthNumbers: number[];
            };
            moonPhase: {
                /** @description The phase identifier (English): Full Moon */
                id: string;
                /** @description The phase's name in the answer's language */
                name: string;
                illumination: number;
            };
            nextFestival: {
                /** @description The Irish name, the same in every language */
                name: string;
                /** @description Its day, written in the answer's language */
                date: string;
                month: number;
                day: number;
                /** @description In the answer's language */
                description: string;
                isoDate: string;
                daysUntil: number;
            };
        };
        BirthChart: {
            date: string;
            /** @description The time given, or null */
            time: string | null;
            /** @description False when no time was given: the Moon is then read at local noon */
            timeKnown: boolean;
            timeZone: string;
            /**
             * @description The instant the Moon is read at, ISO 8601 in UTC
             * @example 1990-06-16T04:48:17Z
             */
            instant: string;
            sign: {
                /**
                 * @description The sign identifier (English); `displayName` is shown
                 * @enum {string}
                 */
                name: "Stag" | "Cat" | "Snake" | "Hawk" | "Fox" | "Bull" | "Seahorse" | "Wren" | "Horse" | "Salmon" | "Swan" | "Butterfly" | "Wolf";
                /** @description The sign's name in the answer's language (Lobo, Wolf) */
                displayName: string;
                /** @description The tree identifier (English); `treeName` is shown */
                tree: string;
                /** @description The tree's name in the answer's language */
                treeName: string;
                ogham: {
                    /** @description The letter in the Unicode Ogham block */
                    letter: string;
                    /** @description The letter's Irish name, the same in every language */
                    name: string;
                    /** @description What the letter stands for, in the answer's language */
                    meaning: string;
                };
            };
            moon: {
                /**
                 * @description The phase identifier (English) of the local day of birth; a principal phase is named on the day of its instant. `phaseName` is shown
                 * @enum {string}
                 */
                phase: "New Moon" | "Waxing Crescent" | "First Quarter" | "Waxing Gibbous" | "Full Moon" | "Waning Gibbous" | "Last Quarter" | "Waning Crescent";
                /** @description The phase's name in the answer's language */
                phaseName: string;
                /** @description Lit fraction of the disc at the instant, 0 to 1 */
                illumination: number;
                waxing: boolean;
                /** @description The principal phase whose exact instant is nearest the instant of birth */
                nearest: {
                    /**
                     * @description The phase identifier (English)
                     * @enum {string}
                     */
                    phase: "New Moon" | "First Quarter" | "Full Moon" | "Last Quarter";
                    /** @description The phase's name in the answer's language */
                    phaseName: string;
                    /**
                     * @description ISO 8601 in UTC, to the second
                     * @example 1990-06-16T04:48:17Z
                     */
                    at: string;
                };
            };
            quarter: {
                /** @description The quarter identifier (English): Samhain Quarter */
                id: string;
                /** @description The quarter's name in the answer's language */
                name: string;
            };
            festivals: {
                /** @description The latest fire festival on or before the birth date (its Irish name in every language) */
                before: {
                    name: string;
                    date: string;
                    daysBefore: number;
                };
                /** @description The first fire festival after the birth date */
                after: {
                    name: string;
                    date: string;
                    daysAfter: number;
                };
            };
            /** @description A short paragraph that reads the chart, in the answer's language; the same for the same input */
            reading: string;
        };
        KeptBirthAnswer: {
            /** @description The kept birth date, or null */
            birth: components["schemas"]["KeptBirth"] | null;
        };
        PushPublicKey: {
            /** @description The VAPID public key, base64url (applicationServerKey) */
            publicKey: string;
        };
        CreatedApiKey: {
            id: number;
            name: string;
            prefix: string;
            /**
             * @description The key itself, shown this once: the server keeps only its hash. Send it as X-Api-Key
             * @example cz_live_q0hU6Xb8YqkqJ0Xn1wL3vZ9m2r5tQ7sE4aB6cD8eF0g
             */
            key: string;
            /** Format: date-time */
            createdAt: string;
        };
        ApiKeyUsage: {
            /** @description The last 30 UTC days, oldest first (YYYY-MM-DD), today last */
            days: string[];
            keys: {
                id: number;
                /** @description Requests the key made on each of `days`, in the same order */
                requests: number[];
            }[];
            /** @description Each key's requests a minute (null: no such limit) */
            perMinute: number | null;
            /** @description Each key's requests a UTC day (null: no such limit) */
            perDay: number | null;
        };
        Error400: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "PARSE_ERROR" | "BAD_REQUEST";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error401: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "UNAUTHORIZED";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error403: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "FORBIDDEN";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error429: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "TOO_MANY_REQUESTS";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error500: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "INTERNAL_SERVER_ERROR";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error503: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "SERVICE_UNAVAILABLE";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error404: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "NOT_FOUND";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error413: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "PAYLOAD_TOO_LARGE";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error415: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "UNSUPPORTED_MEDIA_TYPE";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error409: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "CONFLICT";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
        Error422: {
            /** @description What went wrong, naming the refused fields */
            message: string;
            /** @enum {string} */
            code: "UNPROCESSABLE_CONTENT";
            /** @description One entry per refused field (invalid input only) */
            issues?: {
                path: (string | number)[];
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "user-deletedCheck": {
        parameters: {
            query: {
                uid: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wasDeleted: boolean;
                    };
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-updateZodiac": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: "me" | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A sign name, or null to clear the sign */
                    zodiacSign: string | null;
                    /**
                     * Format: date-time
                     * @description When the person made this choice on their device (ISO 8601, e.g. 2026-11-28T09:30:00.000Z); absent: now. A choice older than the stored one (`signSetAt`) changes nothing: the answer is the profile as it stands, with the newer sign.
                     * @example 2026-11-28T09:30:00.000Z
                     */
                    chosenAt?: string;
                    /** @description Accepted for compatibility; must be the caller's uid */
                    firebaseUid?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-setLocale": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The language chosen: en, es or de
                     * @example es
                     * @enum {string}
                     */
                    locale: "en" | "es" | "de";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-role": {
        parameters: {
            query: {
                uid: string;
                email?: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "site_owner" | "admin" | "premium" | "user" | "guest";
                    };
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-deleteMe": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict: the change would leave the service without a site owner, what the first request with this Idempotency-Key saved has since been deleted, or the account holds its 10 API keys */
            409: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-exportMe": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnData"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-reminder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderSettings"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "user-setReminder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    time: string;
                    timeZone: string;
                    festivals: boolean;
                    moon: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderSettings"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "horoscope-daily": {
        parameters: {
            query: {
                lang?: "en" | "es" | "de";
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                sign: string;
                date?: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyHoroscope"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "horoscope-dailyAll": {
        parameters: {
            query?: {
                lang?: "en" | "es" | "de";
                date?: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignDailyHoroscope"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "horoscope-weekly": {
        parameters: {
            query: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                sign: string;
                week?: string;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodHoroscope"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "horoscope-monthly": {
        parameters: {
            query: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                sign: string;
                month?: string;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodHoroscope"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "horoscope-yearly": {
        parameters: {
            query: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                sign: string;
                year?: string;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodHoroscope"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "readings-create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                    zodiacSign: string;
                    isFavorite?: boolean;
                    /**
                     * @description What the reading covers; with `period`, saving the same reading again keeps one copy
                     * @enum {string}
                     */
                    kind?: "day" | "week" | "month" | "year";
                    /** @description The reading's own day (YYYY-MM-DD) or period (2026-W48, 2026-11, 2026), as its kind is written */
                    period?: string;
                    /**
                     * @description A key of your choosing, new for each user action (a UUID will do). A repeat with the same key within 24 hours answers the first result and stores nothing; the same key with another body answers 422. On REST send it as the Idempotency-Key header.
                     * @example 6f1c2a9e-7d3b-4f7a-9a61-0d5c2b8e4f10
                     */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReading"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict: the change would leave the service without a site owner, what the first request with this Idempotency-Key saved has since been deleted, or the account holds its 10 API keys */
            409: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Idempotency key already used for another request */
            422: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "readings-saved": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                zodiacSign: string;
                kind: "day" | "week" | "month" | "year";
                period: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reading: components["schemas"]["Reading"] | null;
                    };
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "readings-toggleFavorite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The flag to set: sending it twice changes nothing. Without it the flag is flipped */
                    isFavorite?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reading"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "readings-list": {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                /** @description The owner: `me` or a user id (another user: administrators only) */
                id: "me" | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reading"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "readings-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "compatibility-check": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                    firstSign: string;
                    /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                    secondSign: string;
                    /**
                     * @description The language of the text: en, es, de. Without it the Accept-Language header chooses, and English when it names none of them
                     * @example es
                     * @enum {string}
                     */
                    lang?: "en" | "es" | "de";
                    /**
                     * @description A key of your choosing, new for each user action (a UUID will do). A repeat with the same key within 24 hours answers the first result and stores nothing; the same key with another body answers 422. On REST send it as the Idempotency-Key header.
                     * @example 6f1c2a9e-7d3b-4f7a-9a61-0d5c2b8e4f10
                     */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompatibilityRecord"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Idempotency key already used for another request */
            422: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error422"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "compatibility-list": {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                /** @description The owner: `me` or a user id (another user: administrators only) */
                userId: "me" | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompatibilityRecord"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "admin-listUsers": {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
                q?: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "admin-deleteUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "admin-setRole": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "premium" | "admin" | "site_owner";
                    /** @description Why, kept in the audit trail */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Conflict: the change would leave the service without a site owner, what the first request with this Idempotency-Key saved has since been deleted, or the account holds its 10 API keys */
            409: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "admin-audit": {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description The caller's role or ownership does not allow it */
            403: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error403"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "signs-list": {
        parameters: {
            query?: {
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sign"][];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    "signs-byDate": {
        parameters: {
            query: {
                month: number;
                day: number;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sign"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    "signs-byName": {
        parameters: {
            query?: {
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sign"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    "calendar-get": {
        parameters: {
            query?: {
                date?: string;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Calendar"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    "feeds-sign": {
        parameters: {
            query?: {
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                /** @description One of Stag, Cat, Snake, Hawk, Fox, Bull, Seahorse, Wren, Horse, Salmon, Swan, Butterfly, Wolf (any letter case) */
                sign: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "birth-chart": {
        parameters: {
            query: {
                /** @description The birth date, from 1900-01-01 to today */
                date: string;
                time?: string;
                timeZone?: string;
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BirthChart"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "birth-mine": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeptBirthAnswer"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "birth-keep": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The birth date, from 1900-01-01 to today
                     * @example 1990-06-15
                     */
                    date: string;
                    time?: string | null;
                    /**
                     * @description IANA time zone of the place of birth (default UTC)
                     * @example Europe/Dublin
                     */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeptBirthAnswer"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "birth-forget": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "push-publicKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushPublicKey"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "push-subscribe": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "push-unsubscribe": {
        parameters: {
            query: {
                endpoint: string;
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "push-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Accepted: done shortly after the answer */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Notifications queued: one per device of the caller */
                        queued: number;
                    };
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "status-get": {
        parameters: {
            query?: {
                lang?: "en" | "es" | "de";
            };
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description The language the text is written in */
                    "Content-Language": "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header */
                    Vary?: string;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The worst state of the components
                         * @enum {string}
                         */
                        status: "operational" | "degraded" | "outage";
                        /** @description When this was measured (ISO 8601, UTC) */
                        checkedAt: string;
                        /** @description The first day (YYYY-MM-DD, UTC) of the days shown with a heartbeat: uptime counts from there; null before any */
                        measuredSince: string | null;
                        components: {
                            /** @enum {string} */
                            id: "api" | "database" | "push";
                            /** @description The component's name in the answer's language */
                            name: string;
                            /** @enum {string} */
                            status: "operational" | "degraded" | "outage";
                            /** @description Percent of the minutes of the days shown that it was up (an instance wrote its heartbeat, which needs the database: the API and the database share it; push sending was up when it also had no push waiting past its time); null before any was measured */
                            uptime: number | null;
                        }[];
                        /** @description The last 90 UTC days, oldest first, today included; empty while the database is down */
                        days: {
                            /** @description YYYY-MM-DD, UTC */
                            date: string;
                            /** @description Percent of the minutes it was up, to three decimals; null where nothing was measured */
                            api: number | null;
                            /** @description Percent of the minutes it was up, to three decimals; null where nothing was measured */
                            push: number | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them; among them a `lang` we do not write in (the message names en, es, de) */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one) */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
        };
    };
    "keys-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "keys-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the key is for, to tell it apart
                     * @example My calendar app
                     */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Conflict: the change would leave the service without a site owner, what the first request with this Idempotency-Key saved has since been deleted, or the account holds its 10 API keys */
            409: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error409"];
                };
            };
            /** @description Body larger than 64 kB */
            413: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error413"];
                };
            };
            /** @description Body not sent as application/json */
            415: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error415"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "keys-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names each refused field, and `issues` lists them */
            400: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error400"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Not found (another user’s item answers the same) */
            404: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error404"];
                };
            };
            /** @description Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit */
            429: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key */
                    "RateLimit-Policy"?: string;
                    /** @description What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error429"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
    "keys-usage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Chooses the language of the text, and of an error's message, when `lang` is absent: the best of en, es, de it accepts, else English */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyUsage"];
                };
            };
            /** @description Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account */
            401: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error401"];
                };
            };
            /** @description Internal server error (the message says nothing more; the request id is in the logs) */
            500: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error500"];
                };
            };
            /** @description The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again */
            503: {
                headers: {
                    /** @description The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English */
                    "Content-Language"?: "en" | "es" | "de";
                    /** @description Names Accept-Language when the request named no `lang`: the header chose the language */
                    Vary?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error503"];
                };
            };
        };
    };
}
