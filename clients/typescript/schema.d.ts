// Generated from the portal’s OpenAPI document by `npm run api:clients` (openapi-typescript). Do not edit.

export interface paths {
    "/healthcheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, release version and database reachability (503 without database) */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthcheck/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 when this instance takes requests; 503 while it drains or without database */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A server-rendered HTML fragment of the shell: menu or footer */
        get: operations["partial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail by user, kind, plant, object and day, newest first */
        get: operations["searchAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/audit/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of action the audit trail holds */
        get: operations["auditActionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit rows of a search as CSV (the reader’s dialect) */
        get: operations["exportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/edi/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages in and out, newest first */
        get: operations["searchMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/edi/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message: raw text, what it was read as, refusals, acknowledgement */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/edi/messages/{messageId}/reprocess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process a refused inbound message again, or send a failed outbound message again */
        post: operations["reprocessMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/edi/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every vendor with a channel set: channel, format, version */
        get: operations["listPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/edi/partners/{vendor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a vendor's channel (portal, cXML, EDI files), format and version; a new cXML shared secret is answered once */
        put: operations["setPartner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/import/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CSV import: loads a chunk of rows (all or none) */
        post: operations["runImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/import/{kind}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CSV import preview: validates rows with the integration code and rolls back */
        post: operations["checkImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/ledger-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recompute stock, stock in transit and serial positions from the posted documents and name every difference */
        get: operations["ledgerCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail: on or off, the outbox (queued, sent, dead) and its dead letters */
        get: operations["getMailStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/mail/{mailId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a dead letter again */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the user form chooses from */
        get: operations["userOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles with their grants */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create or change a role */
        put: operations["saveRole"];
        post?: never;
        /** Delete a role no user holds */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/second-factor-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who must use a second factor: the administrator flag and each role */
        get: operations["getSecondFactorPolicy"];
        /** Which kinds of user must use a second factor */
        put: operations["setSecondFactorPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API tokens, newest first, with status and last use */
        get: operations["listApiTokens"];
        put?: never;
        /** Create an API token (the answer holds its secret, this once) */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token (at once, for good) */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens/{tokenId}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's webhook: URL, delivery state and dead letters */
        get: operations["getWebhook"];
        /** Set the webhook URL (a new secret is answered once when none was set) */
        put: operations["setWebhook"];
        post?: never;
        /** Stop webhook deliveries (URL, secret, state and dead letters go) */
        delete: operations["clearWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens/{tokenId}/webhook/dead-letters/{deadLetterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a dead letter */
        delete: operations["discardDeadLetter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens/{tokenId}/webhook/dead-letters/{deadLetterId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a dead letter again */
        post: operations["retryDeadLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/tokens/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the token form chooses from */
        get: operations["apiTokenOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by name */
        get: operations["listUsers"];
        put?: never;
        /** Create a user */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user */
        get: operations["getUser"];
        /** Change a user's name, roles, plants, vendors, flags */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new invitation link (the old one ends) */
        post: operations["resendInvitation"];
        /** End a user's invitation link */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's password (signs the user out everywhere) */
        put: operations["setUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's second factors and whether the roles require one */
        get: operations["getUserSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a user's second factors (lost phone): the next sign-in leads to enrolment where required */
        post: operations["resetUserSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user’s signed-in sessions */
        get: operations["userSessions"];
        put?: never;
        post?: never;
        /** End every session of a user */
        delete: operations["endUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/{userId}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of a user’s sessions (its next request is signed out) */
        delete: operations["endUserSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/admin/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a user and mail an invitation to choose a password */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/apiauth/authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The (module, transaction code) grants of the signed-in user */
        get: operations["getAuthorizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/apiauth/modules/{module}/tcodes/{tcode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user holds a grant */
        get: operations["checkAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/apiauth/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in: names, flags, plants and vendors */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/bas/vpusers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User info with authorizations (the spec’s legacy shape) */
        get: operations["legacyUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/bas/vpusers/modules/{module}/tcodes/{tcode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user holds a grant (the spec’s legacy shape) */
        get: operations["legacyCheckAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/command": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screen a transaction code or page name opens, if the user holds its grant */
        get: operations["resolveCommand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/cxml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** cXML requests from a partner (ShipNoticeRequest, ConfirmationRequest), identified by its shared secret */
        post: operations["cxmlInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/graphql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GraphQL, read-only, as a GET (query and variables in the address) */
        get: operations["graphqlGet"];
        put?: never;
        /** GraphQL, read-only: deliveries of the caller’s plants */
        post: operations["graphqlPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events after a cursor (exactly once by cursor) */
        get: operations["readEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/kpis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouse dashboard and supplier scorecard of the token’s plants for a period (at most 366 days) */
        get: operations["readKpis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/bin-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): bin-types */
        post: operations["upsertMasterDataBinTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/bins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): bins */
        post: operations["upsertMasterDataBins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): carriers */
        post: operations["upsertMasterDataCarriers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/company-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): company-codes */
        post: operations["upsertMasterDataCompanyCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/cost-centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): cost-centers */
        post: operations["upsertMasterDataCostCenters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): customers */
        post: operations["upsertMasterDataCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/material-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): material-groups */
        post: operations["upsertMasterDataMaterialGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): materials */
        post: operations["upsertMasterDataMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): plants */
        post: operations["upsertMasterDataPlants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/shipping-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): shipping-profiles */
        post: operations["upsertMasterDataShippingProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/storage-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): storage-locations */
        post: operations["upsertMasterDataStorageLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/storage-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): storage-types */
        post: operations["upsertMasterDataStorageTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): vendors */
        post: operations["upsertMasterDataVendors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/master-data/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none): warehouses */
        post: operations["upsertMasterDataWarehouses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/opening-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opening balances: one material document (movement 561) per batch, lines per bin with serials */
        post: operations["postOpeningStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/orders/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or change purchase, stock transport or sales orders (quantities, dates, cancelled lines, closed): purchase-orders */
        post: operations["upsertOrdersPurchaseOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/orders/sales-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or change purchase, stock transport or sales orders (quantities, dates, cancelled lines, closed): sales-orders */
        post: operations["upsertOrdersSalesOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/orders/stock-transport-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or change purchase, stock transport or sales orders (quantities, dates, cancelled lines, closed): stock-transport-orders */
        post: operations["upsertOrdersStockTransportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/return-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A return order from the ERP, keyed by its own id (the same id again answers the order it made): delivery, reason, serials */
        post: operations["createReturnOrderByApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serial numbers of a material with status and position */
        get: operations["readSerials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/integration/v1/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per material, plant, storage location and category */
        get: operations["readStockLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/kpis/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Supplier scorecard: confirmations, notice accuracy, on-time arrival, defects per supplier, with the previous period */
        get: operations["supplierKpis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/kpis/warehouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouse dashboard: movements, dock-to-stock, open work, picks, counts, quality, stock, with the previous period */
        get: operations["warehouseKpis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/kpis/warehouse/dock-to-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The arrivals behind the dock-to-stock figures: notices stocked, slowest first, with arrival, last put-away and hours */
        get: operations["dockToStockArrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s notifications: the latest 20 and the unread count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The channel of each notification kind the user can be sent (portal, e-mail, daily digest, off) */
        get: operations["getNotificationPreferences"];
        put?: never;
        /** Choose the channel of notification kinds (a kind the user cannot be sent is refused) */
        post: operations["setNotificationPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read (all when no ids) */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/profile/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s signed-in sessions: device, handheld pairing, address, last use, which one is this one */
        get: operations["mySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/profile/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the user’s sessions (its next request is signed out) */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/profile/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the user except this one */
        post: operations["endMyOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/service-desk/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets: a supplier its own vendor’s, the warehouse its plants’ */
        get: operations["searchTickets"];
        put?: never;
        /** Open a ticket about a document the user can see (with up to 3 files) */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/service-desk/tickets/{ticketNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket with its messages */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/service-desk/tickets/{ticketNumber}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of a ticket, for those who may see it */
        get: operations["getAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/service-desk/tickets/{ticketNumber}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket (warehouse: ANSWERED; the opener: OPEN again), optionally closing it */
        post: operations["answerTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/asns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping notices (a supplier: its own; the warehouse: its plants) */
        get: operations["searchAsns"];
        put?: never;
        /** Announce a shipment against a purchase order: items, serials, pallets and cartons with SSCCs */
        post: operations["createAsn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/asns/{asnNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipping notice with packages, serials, receipt status and differences */
        get: operations["getAsn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/asns/{asnNumber}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SSCC labels of a shipping notice, one per pallet and carton (PDF, ZPL or SVG preview of the first) */
        get: operations["asnLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/edi/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The files waiting for the supplier's system (outbound orders, acknowledgements), oldest first; all=true also the collected */
        get: operations["listSupplierFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/edi/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file's text as it went out (the order, or the acknowledgement), with its name */
        get: operations["downloadSupplierFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/edi/files/{fileId}/collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The supplier's system has the file: it leaves the waiting list (an order counts as sent); repeat-safe */
        post: operations["acknowledgeSupplierFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/edi/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an EDI file (DESADV, 856, cXML, CSV notice; ORDRSP, 855): processed as the form would, answered with its acknowledgement */
        post: operations["uploadMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/purchase-orders/{purchaseOrderNo}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ordered vs confirmed quantity and date per item, with the history of confirmations */
        get: operations["getOrderConfirmation"];
        put?: never;
        /** The supplier confirms items of its purchase order (quantity, date) or proposes changes */
        post: operations["confirmOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/repair-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your repair orders: the units a customer's warehouse sent you for repair */
        get: operations["searchSupplierRepairOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/repair-orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your repair orders with its serials */
        get: operations["getSupplierRepairOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/supplier/repair-orders/{orderNumber}/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announce the return shipment of repaired units: serials of the order still with you, and the day they ship */
        post: operations["announceRepairReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/vendorportal/delivery-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery types: which orders each delivers */
        get: operations["listDeliveryTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/vendorportal/documents/{documentId}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who holds the lock of a document, if anyone */
        get: operations["documentLockStatus"];
        put?: never;
        /** Lock a document for editing (or extend your own lock) */
        post: operations["lockDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/vendorportal/documents/{documentId}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release your lock of a document (administrators: any lock) */
        post: operations["unlockDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/asn-differences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a carton of a shipping notice as missing */
        post: operations["reportMissing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/asn-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a shipping notice's pallet (everything on it) or carton by SSCC: one 101 document with put-away */
        post: operations["receiveSscc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carriers */
        get: operations["listCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/carriers/{carrierCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carrier */
        get: operations["getCarrier"];
        /** Create or change a carrier */
        put: operations["saveCarrier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/carriers/{carrierCode}/shipping-points/{shippingPoint}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carrier's services at a shipping point */
        get: operations["listCarrierServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/company-codes/{companyCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company code */
        get: operations["getCompanyCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/cost-centers/{costCenter}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cost centre */
        get: operations["getCostCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/customers/{customerNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries by number, order, ship-to, status, date */
        get: operations["searchDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery with items, picks, transfer orders, documents, error log */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/delivery-labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery labels, one per top-level HU (PDF, ZPL or SVG preview) */
        get: operations["deliveryLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/delivery-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery note and packing list (PDF): items, serials, HUs with SSCC, weights; recorded in the document history */
        get: operations["deliveryNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/error-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refused actions on a delivery */
        get: operations["deliveryErrorLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document history of a delivery: its labels and notes, its HUs’ labels, its shipment’s notes (downloaded or printed, by whom, when) */
        get: operations["deliveryOutputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/pick-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plan picking: PICK transfer orders reserving the stock */
        post: operations["createPickOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/picks/{orderId}/{orderLine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pick: posts 999 to the shipping bin; serials must lie in the bin */
        post: operations["confirmPick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/returnable-serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The serials a delivery's goods issue shipped, whether each is still at the customer and open on a return order */
        get: operations["returnableSerialsOfDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/reverse-goods-issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse the goods issue of a delivery (602 / 642), once */
        post: operations["reverseGoodsIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/{deliveryNumber}/validate-equipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a scanned serial may be picked (of the item's material, in the bin, unrestricted, not locked, on no other delivery) or packed */
        get: operations["validateEquipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/deliveries/pick-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open pick lines of a scanned delivery or pick order, by bin */
        get: operations["getPickList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/dock-arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a truck arrival (carrier, plate, door) */
        post: operations["registerArrival"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/dock-arrivals/{arrivalId}/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A truck's pallets and cartons: unloaded into the GR area, received, missing or still on the truck */
        get: operations["arrivalPackagesJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/dock-arrivals/{arrivalId}/unloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unload a pallet (with its cartons) or a carton into the GR area (no stock moves until it is received) */
        post: operations["unloadPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/dock-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a dock slot for a shipping notice or purchase order */
        post: operations["bookSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/dock-bookings/{bookingId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The warehouse confirms, refuses or moves a dock booking */
        post: operations["decideBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/document-outputs/{outputId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A copy of a label or document of the history (PDF marked COPY), drawn again from its document; recorded and audited */
        get: operations["outputCopy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/document-outputs/{outputId}/reprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reprint a label of the history on a printer (ZPL marked COPY); recorded as a print job and audited */
        post: operations["reprintOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment-receipt-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Equipment receipt requests by serial, material, plant, sender, status, date */
        get: operations["searchReceiptRequests"];
        put?: never;
        /** Announce serialized equipment arriving outside a PO or notice (back from a customer or repair): serials, material, sender, reason */
        post: operations["createReceiptRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment-receipt-requests/{requestNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An equipment receipt request with its serials */
        get: operations["getReceiptRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment/{equipmentNumber}/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A serial's lock, inspection lots, defects, deliveries and images */
        get: operations["getEquipmentQuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a photo to a serial (JPEG, PNG or WebP, checked by content) */
        post: operations["uploadEquipmentImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An equipment image (full size or thumbnail), with its content type */
        get: operations["getEquipmentImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment/images/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach photos to many serials, each named by its file name (<serial>.jpg): the valid files are stored, the others named with the reason */
        post: operations["uploadEquipmentImagesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/equipment/images/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validation of image details: per file of a batch, the serial its name names (known in your plants), its type, size and duplicates; nothing is stored */
        post: operations["validateEquipmentImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/goods-issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Goods issue of a picked delivery: 601 (sales order) or 641 (stock transport order) */
        post: operations["postGoodsIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Handling units by delivery, SSCC, material, shipment */
        get: operations["searchHandlingUnits"];
        put?: never;
        /** Pack delivery items, serials and HUs into a new HU with an SSCC and close it */
        post: operations["packHandlingUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units/{handlingUnitNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A handling unit (by number or SSCC) with contents and nested HUs */
        get: operations["getHandlingUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units/{handlingUnitNumber}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SSCC label of a handling unit (PDF, ZPL or SVG preview) */
        get: operations["handlingUnitLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units/{handlingUnitNumber}/nest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a handling unit into this one */
        post: operations["nestHandlingUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units/{handlingUnitNumber}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document history of a handling unit: its SSCC labels */
        get: operations["handlingUnitOutputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/handling-units/{handlingUnitNumber}/unpack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpack: dissolve the HU, or take it out of its parent */
        post: operations["unpackHandlingUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/material-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Material document items by material, plant, date, movement type, reference, bin */
        get: operations["searchMaterialDocuments"];
        put?: never;
        /** Post a material document (every stock change is one) */
        post: operations["postMaterialDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/material-documents/{matDoc}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A material document with its items and serials */
        get: operations["getMaterialDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/material-documents/{matDoc}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfer-posting labels, one per item of a material document (PDF, ZPL or SVG preview of the first) */
        get: operations["transferPostingLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/material-documents/{matDoc}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a material document (at most once) */
        post: operations["reverseMaterialDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials by number, description or GTIN */
        get: operations["searchMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/materials/{materialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A material */
        get: operations["getMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/materials/{materialId}/plants/{plantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A material's plant data */
        get: operations["getMaterialPlant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/materials/{materialId}/serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serials of a material in stock at a position or in transit to a plant */
        get: operations["listMaterialSerials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/movement-reasons/{movementType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reasons of a movement type */
        get: operations["listMovementReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/offline/plants/{plantId}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plant’s offline snapshot for the handheld (bins, stock, materials with GTINs, open orders and transfer orders); parts at the versions sent are left out; ETag */
        get: operations["getOfflineSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfer orders by warehouse, status, type, material, bin, date */
        get: operations["searchTransferOrders"];
        put?: never;
        /** Create a put-away or bin-to-bin transfer order (moves nothing until confirmed) */
        post: operations["createTransferOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer order with its lines */
        get: operations["getTransferOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the open lines of a transfer order */
        post: operations["cancelTransferOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/orders/{orderId}/lines/{orderLine}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transfer order line with its order */
        get: operations["getTransferOrderLine"];
        put?: never;
        /** Confirm a line: posts 999 from source to destination bin */
        post: operations["confirmTransferOrderLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a physical inventory document over bins (freezes nothing) */
        post: operations["createPiDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A physical inventory document with bins, items, counts and differences */
        get: operations["getPiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/bins/{bin}/serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The serials of a bin: in stock now and counted */
        get: operations["getPiBinSerials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/count-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Many count results at once (up to 10,000; non-serialized materials; all or nothing) */
        post: operations["countPiBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a material in a bin (a second count is a recount) */
        post: operations["countPiItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/differences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post the differences of a counted document (701 gain, 702 loss; once) */
        post: operations["postPiDifferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/empty-bins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm that a bin is empty (every item counts 0) */
        post: operations["confirmPiEmptyBin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/recount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a recount of counted items */
        post: operations["requestPiRecount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/pi/{piDocumentNumber}/serial-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a bin by serial: every serial scanned in it (found, missing, unexpected; a serial counted in another bin is refused) */
        post: operations["countPiSerials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plants the caller may see */
        get: operations["listPlants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plant with its storage locations and warehouses */
        get: operations["getPlant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/slocs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plant's storage locations */
        get: operations["listStorageLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/warehouses/{warehouseId}/bin-to-bin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a material (or its serials) from one bin to another */
        post: operations["moveBinToBin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/warehouses/{warehouseId}/bins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A warehouse's storage bins */
        get: operations["listStorageBins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/warehouses/{warehouseId}/bins/{binId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A storage bin with its contents */
        get: operations["getStorageBin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/warehouses/{warehouseId}/bins/{binId}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The label of a storage bin (PDF, ZPL or SVG preview) */
        get: operations["binLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/plants/{plantId}/warehouses/{warehouseId}/suggested-bin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bin put-away would choose for a quantity of a material */
        get: operations["suggestBin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/po-goods-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Goods receipt for a purchase order (101; put-away transfer order for warehouse-managed locations) */
        post: operations["postGoodsReceiptPo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/printers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Label printers of the user’s plants */
        get: operations["listPrinters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/printers/{printerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register or change a label printer */
        put: operations["savePrinter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/printers/{printerId}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last print jobs of a printer */
        get: operations["listPrintJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/printers/{printerId}/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print a label: ZPL over raw TCP 9100; the job is recorded */
        post: operations["printLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Purchase orders by vendor, material, plant, date (a supplier: its own) */
        get: operations["searchPurchaseOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/purchase-orders/{purchaseOrderNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A purchase order with ordered, received and open quantities */
        get: operations["getPurchaseOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The defect catalogue of a product category: code groups and codes */
        get: operations["getCatalogue"];
        /** Add or rename a code group of a product category and its defect codes (administrators) */
        put: operations["saveCatalogueGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inspection lots by plant, product category, material, vendor, serial, status, date */
        get: operations["searchLots"];
        put?: never;
        /** Open a lot for blocked stock (returns, other): 349 into quality inspection */
        post: operations["openManualLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots/{lotNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An inspection lot with its serials, defects, repairs and decisions */
        get: operations["getLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots/{lotNumber}/defects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign defects from the catalogue to a serial (or the lot) */
        post: operations["assignDefects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots/{lotNumber}/repairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a repair action and the part consumed (201) */
        post: operations["recordRepair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots/{lotNumber}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The summary of findings of a serial (or the lot) */
        post: operations["saveSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/lots/{lotNumber}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The inspector's sign-off of a serial's findings */
        post: operations["validateFindings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/quality/serials/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A serial's open inspection: its lot and findings */
        get: operations["getSerialInspection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/repair-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Repair orders of your plants by plant, vendor and status, newest first */
        get: operations["searchRepairOrders"];
        put?: never;
        /** Return units of an inspection lot to a vendor for repair: a repair order of its serials */
        post: operations["createRepairOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/repair-orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A repair order with its serials: sent, announced, received */
        get: operations["getRepairOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/repair-orders/{orderNumber}/goods-issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a repair order's units to the vendor (541: stock at the vendor, decided on their inspection lot) */
        post: operations["sendRepairOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/repair-orders/{orderNumber}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive repaired units back against their repair order (101 from the stock at the vendor into QUALITY, a new inspection lot) */
        post: operations["receiveRepairOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/repair-orders/{orderNumber}/serials/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A serial scanned at the receipt of a repair order: its item, or why it is refused (not on the order, not sent, received) */
        get: operations["checkRepairSerial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Return orders of your plants by plant, customer, serial and status, newest first */
        get: operations["searchReturnOrders"];
        put?: never;
        /** Create a return order for serials a delivery shipped to its customer, with a return reason */
        post: operations["createReturnOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders/{rmaNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A return order with its serials, their receipt and inspection lots */
        get: operations["getReturnOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders/{rmaNumber}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive serials of a return order (651) into quality inspection or blocked stock as its reason says */
        post: operations["receiveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders/{rmaNumber}/serials/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A serial scanned for a return order: its item, or why it is refused (never shipped to the customer, not on the order, received) */
        get: operations["checkReturnSerial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders/{rmaNumber}/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The return order sheet to put in the box (PDF, or ZPL for a label printer) */
        get: operations["returnOrderSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-orders/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The return order a scan names: its number, or a serial open on it */
        get: operations["findReturnOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/return-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The return reasons and the stock category each receives into */
        get: operations["returnReasonList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sales-orders/{salesOrderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sales order with its open quantities and deliveries */
        get: operations["getSalesOrderForDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sales-orders/{salesOrderNumber}/create-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create deliveries for chosen items and quantities (one per ship-to, route and date) */
        post: operations["createSalesOrderDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sales-orders/{salesOrderNumber}/error-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refused deliveries of a sales order */
        get: operations["salesOrderErrorLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sales-orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales orders by customer, material, plant, date and status */
        get: operations["searchSalesOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/scan/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a scanned code is: bins, materials (GS1 parsed) and serials or equipment numbers */
        get: operations["resolveScan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/serialized-equipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serialized equipment by serial number, material or position */
        get: operations["searchEquipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/serialized-equipments/{equipmentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One equipment with its history */
        get: operations["getEquipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a shipment of packed deliveries with carrier, service and profile */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/{shipmentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment with deliveries, HUs, items and proof of delivery */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/{shipmentNumber}/delivery-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery note and packing list of a shipment (PDF, a part per delivery); recorded in the document history */
        get: operations["shipmentDeliveryNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/{shipmentNumber}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document history of a shipment: its notes, its deliveries’ and their HUs’ labels and notes */
        get: operations["shipmentOutputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/{shipmentNumber}/set-proof-of-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proof of delivery: delivered quantities, date, signer, photo */
        post: operations["confirmPod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/{shipmentNumber}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loading, then shipped (needs every delivery goods-issued) */
        post: operations["changeShipmentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/bulk-pod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk POD: confirm each shipment in full (its own transaction; delivered ones count as done) */
        post: operations["bulkPod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipments/bulk-pod/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk POD preview: the state of each listed shipment */
        post: operations["bulkPodPreviewEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipping-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping profiles */
        get: operations["listShippingProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/shipping-profiles/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipping profile */
        get: operations["getShippingProfile"];
        /** Create or change a shipping profile */
        put: operations["saveShippingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/slocs/{slocId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A storage location */
        get: operations["getStorageLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sloctransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Storage location to storage location (311) within a plant */
        post: operations["slocTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/sto-goods-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Goods receipt for a stock transport order (101 out of transit) */
        post: operations["postGoodsReceiptSto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per position in the caller’s plants (keyset paging) */
        get: operations["stockOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock-transport-orders/{stoNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stock transport order with issued, received and in-transit quantities */
        get: operations["getSto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock-transport-orders/{stoNumber}/create-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create deliveries for chosen items and quantities of a stock transport order */
        post: operations["createStoDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock-transport-orders/{stoNumber}/error-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refused deliveries of a stock transport order */
        get: operations["stoErrorLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock-transport-orders/{stoNumber}/open-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stock transport order with its quantities open for delivery and its deliveries */
        get: operations["getStoForDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/stock-transport-orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock transport orders by receiving or supplying plant, material, date */
        get: operations["searchStos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/v2/serialized-equipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serialized equipment, paged, by plant, status, lock and material group (and v1’s filters) */
        get: operations["searchEquipmentV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/v2/serialized-equipments/{equipmentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One equipment with its history (v2) */
        get: operations["getEquipmentV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/validate-receiving-material": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a scanned SSCC, serial or material is expected on a truck: its notice, the open quantity, or why not */
        get: operations["validateReceivingMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/validate-serial-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a serial number may be received, is in transit, or is in stock at a position */
        get: operations["validateSerial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendor-returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns to vendor of your plants by plant, purchase order and status, newest first */
        get: operations["searchVendorReturns"];
        put?: never;
        /** Create a return to vendor: against a goods receipt (122) or on a purchase order (161), a reason per item; its outbound delivery */
        post: operations["createVendorReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendor-returns/{deliveryNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A return to vendor with its items, reasons, serials, picking, goods issue and shipment */
        get: operations["getVendorReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendor-returns/purchase-orders/{poNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What of a purchase order can go back as return items (161): per item, received and still in stock */
        get: operations["returnableOfPurchaseOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendor-returns/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reasons a return to vendor gives per item */
        get: operations["vendorReturnReasonList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendor-returns/receipts/{matDoc}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What of a goods receipt (101 for a purchase order) can still go back to the vendor (122): per item and serial */
        get: operations["returnableOfReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/vendors/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor */
        get: operations["getVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/xfer-postings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a transfer: plant to plant (301, or 303 into transit and 305 out of it), location to location (311), material to material (309), category changes (321-350) */
        post: operations["postXferPosting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/api/warehouse/xfer-postings/in-transit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock in transit to the plants of the user by 303 material document item, with the quantity and serials not yet placed (305) */
        get: operations["listTransitTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/autocomplete/cost-centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cost centres by prefix */
        get: operations["autocompleteCostCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/autocomplete/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials by prefix */
        get: operations["autocompleteMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/autocomplete/materials/by-group/{materialGroup}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials of a group by prefix */
        get: operations["autocompleteByGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/autocomplete/materials/by-type/{materialType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials of a type by prefix */
        get: operations["autocompleteByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/autocomplete/materials/non-serialized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Non-serialized materials by prefix */
        get: operations["autocompleteNonSerialized"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every cached lookup with its version (ETag) */
        get: operations["lookupCache"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/cache/update.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reload the cached lookups from the database */
        post: operations["refreshLookupCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/DefaultPage/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pages the user may choose as the page after sign-in */
        get: operations["defaultPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/DefaultPage/setPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the page after sign-in */
        post: operations["setDefaultPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/isocountries.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (dropdown options; ETag) */
        get: operations["isoCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/material_groups.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Material groups (dropdown options; ETag) */
        get: operations["materialGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/material_types.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Material types (dropdown options; ETag) */
        get: operations["materialTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The print helper for a label printer next to a workstation */
        get: operations["printHelper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/edit.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s profile */
        get: operations["getProfile"];
        put?: never;
        /** Change the user’s name, e-mail, phone, language */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/handheld.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use QR code (two minutes) that signs a handheld in as this user */
        post: operations["handheldCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu the user may open (nested desc, url, sub_links) */
        get: operations["menu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/password.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the user’s own password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s second factors (never a secret) and whether the roles require one */
        get: operations["getSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/passkeys.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a passkey the browser made: a second factor, and sign-in without password */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the user’s passkeys */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/passkeys/options.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start registering a passkey: the options for the browser (a single-use challenge, two minutes) */
        post: operations["passkeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/recovery-codes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (the old ones stop working), with a current code of the app */
        post: operations["renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/totp/confirm.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the authenticator app with a code: enrolled, with ten single-use recovery codes (shown this once) */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/totp/disable.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the authenticator app, with a current code of it */
        post: operations["disableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/profile/second-factor/totp/start.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator app: its secret, this once (otpauth:// address, QR code, text) */
        post: operations["startTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/shippingroutes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping routes (dropdown options; ETag) */
        get: operations["shippingRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/userprefs/{area}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s remembered choices of one area */
        get: operations["readPreferences"];
        /** Remember the user’s choices of one area (8 KB at most) */
        put: operations["writePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/delivery/deliveryinitdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries screen: plants, routes, statuses */
        get: operations["deliveryInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/deliverydue/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries due screen: plants, routes, statuses, whether the user may create */
        get: operations["deliveriesDueInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/deliverydue/list.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open sales-order and stock-transport-order items due for delivery */
        get: operations["deliveriesDueList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/goodsreceipt/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Goods receipt screen: plants with storage locations, vendors, whether the user may post */
        get: operations["goodsReceiptInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/goodsreceipt/list.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open purchase orders or stock transport orders to receive, or one scanned order */
        get: operations["goodsReceiptList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/equipment/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Equipment screen: serials by number, material, status, plant, bin, lock */
        get: operations["equipmentScreenSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/imaging/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Imaging screen: image types and limits */
        get: operations["imagingScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inventory management init data: plants, storage locations, warehouses, storage types */
        get: operations["invmgmtInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/pi/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Physical inventory screen: plants, storage locations, warehouses, storage types */
        get: operations["piScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/pi/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Physical inventory documents by plant, warehouse, status, bin, material, date */
        get: operations["searchPiDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/stock/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stock overview as CSV (streamed) */
        get: operations["stockExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/stock/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock overview screen: plants, storage locations, warehouses, categories */
        get: operations["stockScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/storagebin/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage bin screen: plants, warehouses, storage and bin types */
        get: operations["storageBinScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/invmgmt/storagebin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storage bins of a warehouse with occupancy */
        get: operations["storageBinSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/iqms/closelot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Usage decision: accept 321, reject 350, return 122, scrap 551 in one document */
        post: operations["closeLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/iqms/equipment/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a serial against every movement, with a reason */
        post: operations["lockEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/iqms/equipment/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a serial, with a reason */
        post: operations["unlockEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/iqms/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quality entry screens: plants and product categories */
        get: operations["qualityScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/schd/day.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dock day view: every door with its slots and bookings */
        get: operations["dockDayJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/shipment/initdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments screen: plants, carriers, profiles, statuses */
        get: operations["shipmentInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/shipment/list.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments by number, delivery, carrier, status, plant */
        get: operations["shipmentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/xferposting/xferpostinginitdata.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfer posting screen: plants, storage locations, warehouses, the transfer movement types */
        get: operations["xferPostingScreenInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/supplier/warehouse/zrec/arrivals.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receiving area: notices expected, dock slots and trucks arrived on a day at a plant */
        get: operations["arrivalsOfDayJson"];
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
        /** @description An error answer. */
        Error: {
            /** @description Stable error code (src/shared/errors.ts): what a client matches on. */
            code: string;
            /** @description The bad field (400), the row errors of a refused batch (422), or the refusal’s particulars. */
            details?: ({
                code?: string;
                field?: string;
                message?: string;
                /** @description The row, counted from 0 (NDJSON: the non-blank lines). */
                row?: number;
            } & {
                [key: string]: unknown;
            })[] | ({
                /** @description The path of the bad input, e.g. body.items.0.quantity. */
                field?: string;
            } & {
                [key: string]: unknown;
            });
            /** @description What went wrong, in the language of the request (Accept-Language). */
            message: string;
            /** @description A further explanation shown before the message. */
            reason?: string;
            /** @description The request id, also in the X-Request-Id header and the server log. */
            requestId: string;
        };
        MenuItem: {
            desc: string;
            sub_links: components["schemas"]["MenuItem"][];
            url: string;
        };
        MenuItemInput: {
            desc: string;
            sub_links: components["schemas"]["MenuItemInput"][];
            url: string;
        };
    };
    responses: {
        /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the API token is unknown or revoked */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller lacks the grant (a token: the scope) this operation needs */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict with the state of the data */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is too large */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body’s media type is not one this operation takes */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused: the request is well-formed but the data does not allow it */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests (Retry-After says when to try again) */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected error (the request id is in the log) */
        Error500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database is not reachable, or the instance drains */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        message?: string;
                        schemaVersion: string | null;
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        uptimeSeconds: number;
                        version: string;
                    };
                };
            };
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "draining" | "unavailable";
                    };
                };
            };
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    partial: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchAudit: {
        parameters: {
            query?: {
                action?: string;
                dateFrom?: string;
                dateTo?: string;
                object?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            action: string;
                            at: string;
                            auditId: number;
                            changes: {
                                after: string | null;
                                before: string | null;
                                field: string;
                            }[];
                            details: string | null;
                            ip: string | null;
                            matDoc: string | null;
                            objectId: string | null;
                            objectType: string | null;
                            plant: string | null;
                            token: {
                                name: string;
                                prefix: string;
                                tokenId: number;
                            } | null;
                            userId: number | null;
                            username: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    auditActionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: string[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    exportAudit: {
        parameters: {
            query?: {
                action?: string;
                dateFrom?: string;
                dateTo?: string;
                object?: string;
                plant?: string;
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchMessages: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "PROCESSED" | "REFUSED" | "PENDING" | "SENT" | "FAILED";
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            controlRef: string;
                            createdAt: string;
                            /** @enum {string} */
                            direction: "IN" | "OUT";
                            documentRef: string | null;
                            errorCount: number;
                            /** @enum {string} */
                            format: "CXML" | "EDIFACT" | "X12" | "CSV";
                            /** @enum {string} */
                            kind: "ASN" | "ORDER" | "CONFIRMATION";
                            messageId: number;
                            /** @enum {string} */
                            status: "PROCESSED" | "REFUSED" | "PENDING" | "SENT" | "FAILED";
                            vendor: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ack: string | null;
                        attempts: number;
                        collectedAt: string | null;
                        controlRef: string;
                        createdAt: string;
                        delivery: ("HTTP" | "FILE") | null;
                        /** @enum {string} */
                        direction: "IN" | "OUT";
                        documentRef: string | null;
                        errorCount: number;
                        errors: {
                            code: string;
                            message: string;
                        }[];
                        /** @enum {string} */
                        format: "CXML" | "EDIFACT" | "X12" | "CSV";
                        /** @enum {string} */
                        kind: "ASN" | "ORDER" | "CONFIRMATION";
                        messageId: number;
                        nextAttemptAt: string | null;
                        parsed: {
                            [key: string]: unknown;
                        } | null;
                        processedAt: string | null;
                        raw: string;
                        sentAt: string | null;
                        /** @enum {string} */
                        status: "PROCESSED" | "REFUSED" | "PENDING" | "SENT" | "FAILED";
                        vendor: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    reprocessMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ack: string | null;
                        attempts: number;
                        collectedAt: string | null;
                        controlRef: string;
                        createdAt: string;
                        delivery: ("HTTP" | "FILE") | null;
                        /** @enum {string} */
                        direction: "IN" | "OUT";
                        documentRef: string | null;
                        errorCount: number;
                        errors: {
                            code: string;
                            message: string;
                        }[];
                        /** @enum {string} */
                        format: "CXML" | "EDIFACT" | "X12" | "CSV";
                        /** @enum {string} */
                        kind: "ASN" | "ORDER" | "CONFIRMATION";
                        messageId: number;
                        nextAttemptAt: string | null;
                        parsed: {
                            [key: string]: unknown;
                        } | null;
                        processedAt: string | null;
                        raw: string;
                        sentAt: string | null;
                        /** @enum {string} */
                        status: "PROCESSED" | "REFUSED" | "PENDING" | "SENT" | "FAILED";
                        vendor: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "PORTAL" | "CXML" | "EDI";
                        /** @enum {string} */
                        format: "CXML" | "EDIFACT" | "X12" | "CSV";
                        hasSecret: boolean;
                        outboundUrl: string | null;
                        updatedAt: string | null;
                        username: string | null;
                        vendor: string;
                        vendorName: string;
                        version: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "PORTAL" | "CXML" | "EDI";
                    /** @enum {string} */
                    format: "CXML" | "EDIFACT" | "X12" | "CSV";
                    newSecret?: boolean;
                    outboundUrl?: string;
                    username?: string;
                    version: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "PORTAL" | "CXML" | "EDI";
                        /** @enum {string} */
                        format: "CXML" | "EDIFACT" | "X12" | "CSV";
                        hasSecret: boolean;
                        outboundUrl: string | null;
                        secret: string | null;
                        updatedAt: string | null;
                        username: string | null;
                        vendor: string;
                        vendorName: string;
                        version: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    runImport: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                kind: "company-codes" | "plants" | "warehouses" | "storage-locations" | "storage-types" | "bin-types" | "bins" | "material-groups" | "materials" | "vendors" | "customers" | "cost-centers" | "carriers" | "shipping-profiles" | "opening-stock";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: unknown[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    checkImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "company-codes" | "plants" | "warehouses" | "storage-locations" | "storage-types" | "bin-types" | "bins" | "material-groups" | "materials" | "vendors" | "customers" | "cost-centers" | "carriers" | "shipping-profiles" | "opening-stock";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: unknown[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            code: string;
                            field: string;
                            message: string;
                            row: number;
                        }[];
                        kind: string;
                        rows: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    ledgerCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            documents: number;
                            equipment: number;
                            items: number;
                            stockRows: number;
                        };
                        differences: {
                            actual: string;
                            expected: string;
                            key: string;
                            kind: string;
                        }[];
                        ok: boolean;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getMailStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dead: number;
                        deadLetters: {
                            attempts: number;
                            createdAt: string;
                            failedAt: string;
                            lastError: string | null;
                            mailId: number;
                            reason: string;
                            recipient: string;
                            subject: string;
                        }[];
                        enabled: boolean;
                        from: string | null;
                        queued: number;
                        sent: number;
                        server: string | null;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    resendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mailId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dead: number;
                        deadLetters: {
                            attempts: number;
                            createdAt: string;
                            failedAt: string;
                            lastError: string | null;
                            mailId: number;
                            reason: string;
                            recipient: string;
                            subject: string;
                        }[];
                        enabled: boolean;
                        from: string | null;
                        queued: number;
                        sent: number;
                        server: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    userOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plants: {
                            name: string;
                            plantId: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: {
                            description: string;
                            grants: {
                                module: string;
                                tcode: string;
                            }[];
                            roleId: string;
                            secondFactorRequired: boolean;
                            users: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    saveRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    grants: {
                        /** @enum {string} */
                        module: "PORTAL" | "MM" | "IM" | "WM" | "SD" | "QM" | "ADMIN" | "INTEGRATION";
                        tcode: string;
                    }[];
                    secondFactorRequired?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: {
                            description: string;
                            grants: {
                                module: string;
                                tcode: string;
                            }[];
                            roleId: string;
                            secondFactorRequired: boolean;
                            users: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: {
                            description: string;
                            grants: {
                                module: string;
                                tcode: string;
                            }[];
                            roleId: string;
                            secondFactorRequired: boolean;
                            users: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getSecondFactorPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        administratorsRequired: boolean;
                        roles: {
                            required: boolean;
                            roleId: string;
                        }[];
                        suppliersRequired: boolean;
                        warehouseRequired: boolean;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setSecondFactorPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    administratorsRequired: boolean;
                    suppliersRequired: boolean;
                    warehouseRequired: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        administratorsRequired: boolean;
                        roles: {
                            required: boolean;
                            roleId: string;
                        }[];
                        suppliersRequired: boolean;
                        warehouseRequired: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            createdAt: string;
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            name: string;
                            plants: string[];
                            prefix: string;
                            revokedAt: string | null;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "revoked";
                            tokenId: number;
                            webhookUrl: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    plants?: string[];
                    scopes: ("MASTER" | "ORDERS" | "STOCK" | "EVENTS" | "KPIS")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        token: {
                            createdAt: string;
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            name: string;
                            plants: string[];
                            prefix: string;
                            revokedAt: string | null;
                            scopes: string[];
                            /** @enum {string} */
                            status: "active" | "revoked";
                            tokenId: number;
                            webhookUrl: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: string | null;
                        lastUsedAt: string | null;
                        name: string;
                        plants: string[];
                        prefix: string;
                        revokedAt: string | null;
                        scopes: string[];
                        /** @enum {string} */
                        status: "active" | "revoked";
                        tokenId: number;
                        webhookUrl: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        deadLetters: {
                            attempts: number;
                            deadLetterId: string;
                            eventId: string;
                            failedAt: string;
                            lastError: string | null;
                            matDoc: string | null;
                            queued: boolean;
                        }[];
                        failingSince: string | null;
                        lastDeliveredAt: string | null;
                        lastError: string | null;
                        lastEventId: string | null;
                        nextAttemptAt: string | null;
                        tokenId: number;
                        url: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string | null;
                        webhook: {
                            attempts: number;
                            deadLetters: {
                                attempts: number;
                                deadLetterId: string;
                                eventId: string;
                                failedAt: string;
                                lastError: string | null;
                                matDoc: string | null;
                                queued: boolean;
                            }[];
                            failingSince: string | null;
                            lastDeliveredAt: string | null;
                            lastError: string | null;
                            lastEventId: string | null;
                            nextAttemptAt: string | null;
                            tokenId: number;
                            url: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    clearWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        deadLetters: {
                            attempts: number;
                            deadLetterId: string;
                            eventId: string;
                            failedAt: string;
                            lastError: string | null;
                            matDoc: string | null;
                            queued: boolean;
                        }[];
                        failingSince: string | null;
                        lastDeliveredAt: string | null;
                        lastError: string | null;
                        lastEventId: string | null;
                        nextAttemptAt: string | null;
                        tokenId: number;
                        url: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    discardDeadLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deadLetterId: number;
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        deadLetters: {
                            attempts: number;
                            deadLetterId: string;
                            eventId: string;
                            failedAt: string;
                            lastError: string | null;
                            matDoc: string | null;
                            queued: boolean;
                        }[];
                        failingSince: string | null;
                        lastDeliveredAt: string | null;
                        lastError: string | null;
                        lastEventId: string | null;
                        nextAttemptAt: string | null;
                        tokenId: number;
                        url: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    retryDeadLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deadLetterId: number;
                tokenId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        deadLetters: {
                            attempts: number;
                            deadLetterId: string;
                            eventId: string;
                            failedAt: string;
                            lastError: string | null;
                            matDoc: string | null;
                            queued: boolean;
                        }[];
                        failingSince: string | null;
                        lastDeliveredAt: string | null;
                        lastError: string | null;
                        lastEventId: string | null;
                        nextAttemptAt: string | null;
                        tokenId: number;
                        url: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    apiTokenOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plants: {
                            name: string;
                            plantId: string;
                        }[];
                        scopes: {
                            description: string;
                            scope: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            active: boolean;
                            email: string | null;
                            firstName: string;
                            invitation: {
                                expiresAt: string;
                                open: boolean;
                            } | null;
                            isAdmin: boolean;
                            isWarehouseUser: boolean;
                            language: string | null;
                            lastName: string;
                            phone: string | null;
                            plants: string[];
                            roles: string[];
                            userId: number;
                            username: string;
                            vendors: string[];
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    email?: string | null;
                    firstName: string;
                    /** @default false */
                    isAdmin?: boolean;
                    /** @default false */
                    isWarehouseUser?: boolean;
                    language?: string | null;
                    /** @default  */
                    lastName?: string;
                    password: string;
                    phone?: string | null;
                    /** @default [] */
                    plants?: string[];
                    /** @default [] */
                    roles?: string[];
                    username: string;
                    /** @default [] */
                    vendors?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    email?: string | null;
                    firstName: string;
                    /** @default false */
                    isAdmin?: boolean;
                    /** @default false */
                    isWarehouseUser?: boolean;
                    language?: string | null;
                    /** @default  */
                    lastName?: string;
                    phone?: string | null;
                    /** @default [] */
                    plants?: string[];
                    /** @default [] */
                    roles?: string[];
                    /** @default [] */
                    vendors?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getUserSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: number;
                        recoveryCodesLeft: number;
                        required: boolean;
                        totp: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    resetUserSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    userSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    endUserSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    email: string;
                    firstName: string;
                    /** @default false */
                    isAdmin?: boolean;
                    /** @default false */
                    isWarehouseUser?: boolean;
                    language?: string | null;
                    /** @default  */
                    lastName?: string;
                    phone?: string | null;
                    /** @default [] */
                    plants?: string[];
                    /** @default [] */
                    roles?: string[];
                    username: string;
                    /** @default [] */
                    vendors?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string | null;
                        firstName: string;
                        invitation: {
                            expiresAt: string;
                            open: boolean;
                        } | null;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        plants: string[];
                        roles: string[];
                        userId: number;
                        username: string;
                        vendors: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getAuthorizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizations: {
                            description: string;
                            module: string;
                            tcode: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    checkAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                module: string;
                tcode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorized: boolean;
                        module: string;
                        tcode: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        firstName: string;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        lastName: string;
                        readonly plants: string[];
                        username: string;
                        readonly vendors: string[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    legacyUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizations: {
                            description: string;
                            module: string;
                            tcode: string;
                        }[];
                        firstName: string;
                        isAdmin: boolean;
                        isWarehouseUser: boolean;
                        lastName: string;
                        readonly plants: string[];
                        username: string;
                        readonly vendors: string[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    legacyCheckAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                module: string;
                tcode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorized: boolean;
                        module: string;
                        tcode: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    resolveCommand: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        path: string;
                        title: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    cxmlInbound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    graphqlGet: {
        parameters: {
            query: {
                operationName?: string;
                query: string;
                variables?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } | null;
                        errors?: {
                            code?: string;
                            message: string;
                            path?: (string | number)[];
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    graphqlPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operationName?: string | null;
                    query: string;
                    variables?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        } | null;
                        errors?: {
                            code?: string;
                            message: string;
                            path?: (string | number)[];
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    readEvents: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         {
                     *           "cursor": "1843-57",
                     *           "eventId": "57",
                     *           "type": "material-document.posted",
                     *           "createdAt": "2026-11-23T09:12:44.120Z",
                     *           "payload": {
                     *             "matDoc": "4900000123",
                     *             "year": 2026,
                     *             "postingDate": "2026-11-23",
                     *             "documentDate": "2026-11-23",
                     *             "movementTypes": [
                     *               "311"
                     *             ],
                     *             "reference": null,
                     *             "reversalOf": null,
                     *             "items": [
                     *               {
                     *                 "item": 1,
                     *                 "movementType": "311",
                     *                 "material": "M-100",
                     *                 "quantity": "5.000",
                     *                 "unit": "EA",
                     *                 "batch": "",
                     *                 "from": {
                     *                   "plant": "1000",
                     *                   "sloc": "0001",
                     *                   "bin": "R01-01-1",
                     *                   "category": "UNRESTRICTED"
                     *                 },
                     *                 "to": {
                     *                   "plant": "1000",
                     *                   "sloc": "0002",
                     *                   "bin": null,
                     *                   "category": "UNRESTRICTED"
                     *                 },
                     *                 "serials": []
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "next": "1843-57"
                     *     }
                     */
                    "application/json": {
                        events: {
                            createdAt: string;
                            cursor: string;
                            eventId: string;
                            payload: {
                                documentDate: string;
                                items: {
                                    batch: string;
                                    from: {
                                        bin: string | null;
                                        category: string;
                                        plant: string;
                                        sloc: string;
                                    } | null;
                                    item: number;
                                    material: string;
                                    movementType: string;
                                    quantity: string;
                                    serials: string[];
                                    to: {
                                        bin: string | null;
                                        category: string;
                                        plant: string;
                                        sloc: string;
                                    } | null;
                                    unit: string;
                                }[];
                                matDoc: string;
                                movementTypes: string[];
                                postingDate: string;
                                reference: {
                                    number: string;
                                    type: string;
                                } | null;
                                reversalOf: string | null;
                                year: number;
                            };
                            /** @enum {string} */
                            type: "material-document.posted";
                        }[];
                        next: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    readKpis: {
        parameters: {
            query?: {
                from?: string;
                plant?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suppliers: {
                            period: {
                                from: string;
                                previousFrom: string;
                                previousTo: string;
                                to: string;
                            };
                            plant: string | null;
                            suppliers: {
                                announcedQuantity: string;
                                announcedSerials: number;
                                asnAccuracyPct: number | null;
                                asnItems: number;
                                asnItemsExact: number;
                                asns: number;
                                cartons: number;
                                cartonsMissing: number;
                                confirmationRatePct: number | null;
                                confirmationsChanged: number;
                                confirmMedianHours: number | null;
                                defectRatePct: number | null;
                                lateArrivals: number;
                                lotsWithDefects: number;
                                name: string;
                                noShows: number;
                                onTimeArrivals: number;
                                onTimePct: number | null;
                                poItems: number;
                                poItemsConfirmed: number;
                                receiptLots: number;
                                receivedQuantity: string;
                                serialsNotReceived: number;
                                slots: number;
                                vendorId: string;
                            }[];
                            totals: {
                                asnAccuracyPct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                cartonsMissing: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                confirmationRatePct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                confirmMedianHours: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                defectRatePct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                noShows: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                onTimePct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                            };
                        };
                        warehouse: {
                            defectRateByCategory: {
                                lots: number;
                                lotsWithDefects: number;
                                prodcat: string;
                                ratePct: number;
                            }[];
                            defectsByCode: {
                                code: string;
                                codeGroup: string;
                                defects: number;
                                prodcat: string;
                            }[];
                            dockToStockByDay: {
                                arrivals: number;
                                day: string;
                                medianHours: number;
                                p90Hours: number;
                            }[];
                            figures: {
                                binsWithoutDifference: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                countedBins: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                defects: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                differenceQuantity: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                dockToStockArrivals: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                dockToStockMedianHours: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                dockToStockP90Hours: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                goodsIssues: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                inventoryAccuracyPct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                issuedDocuments: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                issuedItems: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                lotsDecided: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                lotsOpened: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                onTimeGoodsIssuePct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                onTimeGoodsIssues: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                pickAccuracyPct: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                pickedLines: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                receivedDocuments: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                receivedItems: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                repairTurnaroundMedianHours: {
                                    current: number | null;
                                    previous: number | null;
                                };
                                shortPicks: {
                                    current: number | null;
                                    previous: number | null;
                                };
                            };
                            movementsByDay: {
                                day: string;
                                /** @enum {string} */
                                direction: "IN" | "OUT";
                                documents: number;
                                items: number;
                                movementType: string;
                            }[];
                            openWork: {
                                days1to3: number;
                                /** @enum {string} */
                                kind: "PUTAWAY" | "PICK" | "COUNT" | "QUALITY_LOT" | "DELIVERY";
                                older: number;
                                today: number;
                            }[];
                            period: {
                                from: string;
                                previousFrom: string;
                                previousTo: string;
                                to: string;
                            };
                            plant: string | null;
                            stockByCategory: {
                                age0to30: number;
                                age31to90: number;
                                ageOver90: number;
                                /** @enum {string} */
                                category: "UNRESTRICTED" | "QUALITY" | "BLOCKED" | "IN_TRANSIT";
                                positions: number;
                                quantity: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataBinTypes: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "warehouse": "FRA",
                 *         "binType": "P1",
                 *         "description": "Pallet place"
                 *       }
                 *     ]
                 */
                "application/json": {
                    binType: string;
                    description: string;
                    warehouse: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "bin-types",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataBins: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "warehouse": "FRA",
                 *         "bin": "R01-01-1",
                 *         "storageType": "RCK",
                 *         "binType": "P1",
                 *         "capacity": "100"
                 *       }
                 *     ]
                 */
                "application/json": {
                    bin: string;
                    binType: string;
                    blocked?: boolean;
                    capacity?: string;
                    storageType: string;
                    warehouse: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "bins",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataCarriers: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "carrier": "DHL",
                 *         "name": "DHL Freight"
                 *       }
                 *     ]
                 */
                "application/json": {
                    carrier: string;
                    name: string;
                    /** Format: uri */
                    trackingUrlTemplate?: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "carriers",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataCompanyCodes: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "companyCode": "DE01",
                 *         "name": "Example GmbH",
                 *         "country": "DE",
                 *         "currency": "EUR"
                 *       }
                 *     ]
                 */
                "application/json": {
                    companyCode: string;
                    country: string;
                    currency: string;
                    name: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "company-codes",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataCostCenters: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "costCenter": "CC-4711",
                 *         "companyCode": "DE01",
                 *         "description": "Field service"
                 *       }
                 *     ]
                 */
                "application/json": {
                    companyCode: string;
                    costCenter: string;
                    description: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "cost-centers",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataCustomers: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "customer": "C200001",
                 *         "name": "Metro Telecom",
                 *         "country": "DE",
                 *         "city": "Berlin"
                 *       }
                 *     ]
                 */
                "application/json": {
                    city: string;
                    country: string;
                    customer: string;
                    name: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "customers",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataMaterialGroups: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "materialGroup": "CABL",
                 *         "description": "Cables"
                 *       }
                 *     ]
                 */
                "application/json": {
                    description: string;
                    materialGroup: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "material-groups",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataMaterials: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "material": "M-100",
                 *         "description": "USB-C cable",
                 *         "materialType": "HAWA",
                 *         "materialGroup": "CABL",
                 *         "baseUnit": "EA",
                 *         "gtins": [
                 *           "4012345000017"
                 *         ],
                 *         "plants": [
                 *           {
                 *             "plant": "1000",
                 *             "defaultSloc": "0001"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": {
                    baseUnit: string;
                    batchManaged?: boolean;
                    description: string;
                    gtins?: string[];
                    material: string;
                    materialGroup: string;
                    materialType: string;
                    plants?: {
                        defaultSloc?: string;
                        plant: string;
                    }[];
                    productCategory?: string;
                    qualityInspected?: boolean;
                    serialized?: boolean;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "materials",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataPlants: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "plant": "1000",
                 *         "name": "Frankfurt DC",
                 *         "companyCode": "DE01",
                 *         "country": "DE",
                 *         "city": "Frankfurt",
                 *         "timezone": "Europe/Berlin"
                 *       }
                 *     ]
                 */
                "application/json": {
                    city: string;
                    companyCode: string;
                    country: string;
                    name: string;
                    plant: string;
                    postingOpenMonths?: number;
                    timezone?: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "plants",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataShippingProfiles: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "profile": "DHL-STD",
                 *         "name": "DHL standard",
                 *         "carrier": "DHL",
                 *         "service": "Standard",
                 *         "shippingPoint": "1000"
                 *       }
                 *     ]
                 */
                "application/json": {
                    carrier: string;
                    name: string;
                    profile: string;
                    service: string;
                    shippingPoint: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "shipping-profiles",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataStorageLocations: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "plant": "1000",
                 *         "sloc": "0001",
                 *         "name": "Main store",
                 *         "warehouse": "FRA"
                 *       }
                 *     ]
                 */
                "application/json": {
                    name: string;
                    plant: string;
                    sloc: string;
                    warehouse?: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "storage-locations",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataStorageTypes: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "warehouse": "FRA",
                 *         "storageType": "RCK",
                 *         "name": "Rack",
                 *         "role": "RACK"
                 *       }
                 *     ]
                 */
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    role: "GR_AREA" | "RACK" | "SHIPPING" | "DIFFERENCE";
                    storageType: string;
                    warehouse: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "storage-types",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataVendors: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "vendor": "V100001",
                 *         "name": "Cable Works Ltd",
                 *         "country": "GB",
                 *         "city": "Leeds",
                 *         "email": "orders@cableworks.example"
                 *       }
                 *     ]
                 */
                "application/json": {
                    city: string;
                    country: string;
                    /** Format: email */
                    email?: string;
                    name: string;
                    vendor: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "vendors",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertMasterDataWarehouses: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "warehouse": "FRA",
                 *         "name": "Frankfurt warehouse",
                 *         "plant": "1000"
                 *       }
                 *     ]
                 */
                "application/json": {
                    name: string;
                    plant: string;
                    warehouse: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "warehouses",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    postOpeningStock: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "material": "M-100",
                 *           "plant": "1000",
                 *           "sloc": "0001",
                 *           "bin": "R01-01-1",
                 *           "quantity": "25"
                 *         },
                 *         {
                 *           "material": "MON-27",
                 *           "plant": "1000",
                 *           "sloc": "0001",
                 *           "bin": "R01-01-1",
                 *           "quantity": "2",
                 *           "serials": [
                 *             "SN-0001",
                 *             "SN-0002"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    documentDate?: string;
                    headerText?: string;
                    lines: {
                        batch?: string;
                        bin?: string;
                        /** @enum {string} */
                        category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                        material: string;
                        plant: string;
                        quantity: string;
                        serials?: string[];
                        sloc: string;
                    }[];
                    /** Format: date */
                    postingDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "matDoc": "4900000123",
                     *       "postingDate": "2026-11-23",
                     *       "documentDate": "2026-11-23",
                     *       "itemCount": 2,
                     *       "reversalOf": null,
                     *       "createdEquipment": 2
                     *     }
                     */
                    "application/json": {
                        createdEquipment: number;
                        documentDate: string;
                        itemCount: number;
                        matDoc: string;
                        postingDate: string;
                        reversalOf: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR, BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    upsertOrdersPurchaseOrders: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "number": "4500009001",
                 *         "vendor": "V100001",
                 *         "plant": "1000",
                 *         "companyCode": "DE01",
                 *         "documentDate": "2026-11-20",
                 *         "items": [
                 *           {
                 *             "item": 10,
                 *             "material": "M-100",
                 *             "sloc": "0001",
                 *             "quantity": "50",
                 *             "deliveryDate": "2026-12-01"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": {
                    closed?: boolean;
                    companyCode: string;
                    /** Format: date */
                    documentDate: string;
                    items: {
                        cancelled?: boolean;
                        /** Format: date */
                        deliveryDate: string;
                        item: number;
                        material: string;
                        overTolerancePct?: string;
                        quantity: string;
                        sloc: string;
                    }[];
                    number: string;
                    plant: string;
                    vendor: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "purchase-orders",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: ORDER_LINE_STARTED, ORDER_QUANTITY_BELOW_DONE. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertOrdersSalesOrders: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "number": "0010000501",
                 *         "customer": "C200001",
                 *         "plant": "1000",
                 *         "shippingProfile": "DHL-STD",
                 *         "documentDate": "2026-11-20",
                 *         "items": [
                 *           {
                 *             "item": 10,
                 *             "material": "M-100",
                 *             "sloc": "0001",
                 *             "quantity": "2",
                 *             "deliveryDate": "2026-12-03"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": {
                    closed?: boolean;
                    customer: string;
                    /** Format: date */
                    documentDate: string;
                    items: {
                        cancelled?: boolean;
                        /** Format: date */
                        deliveryDate: string;
                        item: number;
                        material: string;
                        quantity: string;
                        sloc: string;
                    }[];
                    number: string;
                    plant: string;
                    shippingProfile?: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "sales-orders",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: ORDER_LINE_STARTED, ORDER_QUANTITY_BELOW_DONE. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    upsertOrdersStockTransportOrders: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "number": "5000000101",
                 *         "supplyingPlant": "1000",
                 *         "receivingPlant": "2000",
                 *         "documentDate": "2026-11-20",
                 *         "items": [
                 *           {
                 *             "item": 10,
                 *             "material": "M-100",
                 *             "supplyingSloc": "0001",
                 *             "receivingSloc": "0001",
                 *             "quantity": "5",
                 *             "deliveryDate": "2026-12-02"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": {
                    closed?: boolean;
                    /** Format: date */
                    documentDate: string;
                    items: {
                        cancelled?: boolean;
                        /** Format: date */
                        deliveryDate: string;
                        item: number;
                        material: string;
                        quantity: string;
                        receivingSloc: string;
                        supplyingSloc: string;
                    }[];
                    number: string;
                    receivingPlant: string;
                    supplyingPlant: string;
                }[] | null;
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "stock-transport-orders",
                     *       "rows": 1,
                     *       "written": 1,
                     *       "dryRun": false
                     *     }
                     */
                    "application/json": {
                        dryRun: boolean;
                        kind: string;
                        rows: number;
                        written: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, BATCH_EMPTY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: ORDER_LINE_STARTED, ORDER_QUANTITY_BELOW_DONE. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE, BATCH_TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: BATCH_REFUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createReturnOrderByApi: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery: string;
                    externalId: string;
                    note?: string;
                    reason: string;
                    serials: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUALITY" | "BLOCKED";
                        createdAt: string;
                        createdBy: string;
                        /** @enum {string} */
                        createdVia: "SCREEN" | "API";
                        customer: string;
                        customerName: string;
                        delivery: string;
                        externalId: string | null;
                        items: {
                            issuedMatDoc: string;
                            itemNo: number;
                            lotNumber: string | null;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            serialNumber: string;
                        }[];
                        note: string;
                        plant: string;
                        reason: string;
                        rmaNumber: string;
                        sloc: string;
                        /** @enum {string} */
                        status: "OPEN" | "PARTIAL" | "RECEIVED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    readSerials: {
        parameters: {
            query: {
                after?: string;
                limit?: number;
                material: string;
                serial?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rows": [
                     *         {
                     *           "material": "MON-27",
                     *           "serial": "SN-0001",
                     *           "equipment": "10000042",
                     *           "status": "IN_STOCK",
                     *           "plant": "1000",
                     *           "sloc": "0001",
                     *           "warehouse": "FRA",
                     *           "bin": "R01-01-1",
                     *           "batch": "",
                     *           "category": "UNRESTRICTED",
                     *           "lastMatDoc": "4900000123"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        nextCursor: string | null;
                        rows: {
                            batch: string;
                            bin: string | null;
                            category: string | null;
                            equipment: string;
                            lastMatDoc: string;
                            material: string;
                            plant: string;
                            serial: string;
                            sloc: string | null;
                            status: string;
                            warehouse: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    readStockLevels: {
        parameters: {
            query?: {
                after?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                limit?: number;
                material?: string;
                plant?: string;
                sloc?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rows": [
                     *         {
                     *           "material": "M-100",
                     *           "plant": "1000",
                     *           "sloc": "0001",
                     *           "category": "UNRESTRICTED",
                     *           "quantity": "25.000",
                     *           "baseUnit": "EA"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        nextCursor: string | null;
                        rows: {
                            baseUnit: string;
                            category: string;
                            material: string;
                            plant: string;
                            quantity: string;
                            sloc: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: API_TOKEN_INVALID. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Too many requests (Retry-After says when to try again). Codes: API_RATE_LIMITED. */
            429: components["responses"]["Error429"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    supplierKpis: {
        parameters: {
            query?: {
                from?: string;
                plant?: string;
                to?: string;
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            previousFrom: string;
                            previousTo: string;
                            to: string;
                        };
                        plant: string | null;
                        suppliers: {
                            announcedQuantity: string;
                            announcedSerials: number;
                            asnAccuracyPct: number | null;
                            asnItems: number;
                            asnItemsExact: number;
                            asns: number;
                            cartons: number;
                            cartonsMissing: number;
                            confirmationRatePct: number | null;
                            confirmationsChanged: number;
                            confirmMedianHours: number | null;
                            defectRatePct: number | null;
                            lateArrivals: number;
                            lotsWithDefects: number;
                            name: string;
                            noShows: number;
                            onTimeArrivals: number;
                            onTimePct: number | null;
                            poItems: number;
                            poItemsConfirmed: number;
                            receiptLots: number;
                            receivedQuantity: string;
                            serialsNotReceived: number;
                            slots: number;
                            vendorId: string;
                        }[];
                        totals: {
                            asnAccuracyPct: {
                                current: number | null;
                                previous: number | null;
                            };
                            cartonsMissing: {
                                current: number | null;
                                previous: number | null;
                            };
                            confirmationRatePct: {
                                current: number | null;
                                previous: number | null;
                            };
                            confirmMedianHours: {
                                current: number | null;
                                previous: number | null;
                            };
                            defectRatePct: {
                                current: number | null;
                                previous: number | null;
                            };
                            noShows: {
                                current: number | null;
                                previous: number | null;
                            };
                            onTimePct: {
                                current: number | null;
                                previous: number | null;
                            };
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    warehouseKpis: {
        parameters: {
            query?: {
                from?: string;
                plant?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defectRateByCategory: {
                            lots: number;
                            lotsWithDefects: number;
                            prodcat: string;
                            ratePct: number;
                        }[];
                        defectsByCode: {
                            code: string;
                            codeGroup: string;
                            defects: number;
                            prodcat: string;
                        }[];
                        dockToStockByDay: {
                            arrivals: number;
                            day: string;
                            medianHours: number;
                            p90Hours: number;
                        }[];
                        figures: {
                            binsWithoutDifference: {
                                current: number | null;
                                previous: number | null;
                            };
                            countedBins: {
                                current: number | null;
                                previous: number | null;
                            };
                            defects: {
                                current: number | null;
                                previous: number | null;
                            };
                            differenceQuantity: {
                                current: number | null;
                                previous: number | null;
                            };
                            dockToStockArrivals: {
                                current: number | null;
                                previous: number | null;
                            };
                            dockToStockMedianHours: {
                                current: number | null;
                                previous: number | null;
                            };
                            dockToStockP90Hours: {
                                current: number | null;
                                previous: number | null;
                            };
                            goodsIssues: {
                                current: number | null;
                                previous: number | null;
                            };
                            inventoryAccuracyPct: {
                                current: number | null;
                                previous: number | null;
                            };
                            issuedDocuments: {
                                current: number | null;
                                previous: number | null;
                            };
                            issuedItems: {
                                current: number | null;
                                previous: number | null;
                            };
                            lotsDecided: {
                                current: number | null;
                                previous: number | null;
                            };
                            lotsOpened: {
                                current: number | null;
                                previous: number | null;
                            };
                            onTimeGoodsIssuePct: {
                                current: number | null;
                                previous: number | null;
                            };
                            onTimeGoodsIssues: {
                                current: number | null;
                                previous: number | null;
                            };
                            pickAccuracyPct: {
                                current: number | null;
                                previous: number | null;
                            };
                            pickedLines: {
                                current: number | null;
                                previous: number | null;
                            };
                            receivedDocuments: {
                                current: number | null;
                                previous: number | null;
                            };
                            receivedItems: {
                                current: number | null;
                                previous: number | null;
                            };
                            repairTurnaroundMedianHours: {
                                current: number | null;
                                previous: number | null;
                            };
                            shortPicks: {
                                current: number | null;
                                previous: number | null;
                            };
                        };
                        movementsByDay: {
                            day: string;
                            /** @enum {string} */
                            direction: "IN" | "OUT";
                            documents: number;
                            items: number;
                            movementType: string;
                        }[];
                        openWork: {
                            days1to3: number;
                            /** @enum {string} */
                            kind: "PUTAWAY" | "PICK" | "COUNT" | "QUALITY_LOT" | "DELIVERY";
                            older: number;
                            today: number;
                        }[];
                        period: {
                            from: string;
                            previousFrom: string;
                            previousTo: string;
                            to: string;
                        };
                        plant: string | null;
                        stockByCategory: {
                            age0to30: number;
                            age31to90: number;
                            ageOver90: number;
                            /** @enum {string} */
                            category: "UNRESTRICTED" | "QUALITY" | "BLOCKED" | "IN_TRANSIT";
                            positions: number;
                            quantity: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    dockToStockArrivals: {
        parameters: {
            query?: {
                from?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            arrivedAt: string;
                            asnNumber: string;
                            day: string;
                            hours: number;
                            plant: string;
                            stockedAt: string;
                            vendor: string;
                            vendorName: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        period: {
                            from: string;
                            previousFrom: string;
                            previousTo: string;
                            to: string;
                        };
                        plant: string | null;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            id: number;
                            kind: string | null;
                            link: string;
                            read: boolean;
                            text: string;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        items: {
                            /** @enum {string} */
                            channel: "PORTAL" | "EMAIL" | "DIGEST" | "OFF";
                            chosen: boolean;
                            /** @enum {string} */
                            defaultChannel: "PORTAL" | "EMAIL" | "DIGEST" | "OFF";
                            /** @enum {string} */
                            kind: "DOCK_SLOT_REQUESTED" | "DOCK_SLOT_CONFIRMED" | "DOCK_SLOT_REFUSED" | "DOCK_SLOT_MOVED" | "ASN_RECEIVED" | "ASN_DIFFERENCE" | "PO_CHANGED_BY_ERP" | "PO_CONFIRMATION_CHANGE" | "SERVICE_DESK" | "POD_SHORTFALL" | "QUALITY_DECISION" | "WEBHOOK_FAILING" | "PRINTER_FAILING";
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** @enum {string} */
                        channel: "PORTAL" | "EMAIL" | "DIGEST" | "OFF";
                        /** @enum {string} */
                        kind: "DOCK_SLOT_REQUESTED" | "DOCK_SLOT_CONFIRMED" | "DOCK_SLOT_REFUSED" | "DOCK_SLOT_MOVED" | "ASN_RECEIVED" | "ASN_DIFFERENCE" | "PO_CHANGED_BY_ERP" | "PO_CONFIRMATION_CHANGE" | "SERVICE_DESK" | "POD_SHORTFALL" | "QUALITY_DECISION" | "WEBHOOK_FAILING" | "PRINTER_FAILING";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        items: {
                            /** @enum {string} */
                            channel: "PORTAL" | "EMAIL" | "DIGEST" | "OFF";
                            chosen: boolean;
                            /** @enum {string} */
                            defaultChannel: "PORTAL" | "EMAIL" | "DIGEST" | "OFF";
                            /** @enum {string} */
                            kind: "DOCK_SLOT_REQUESTED" | "DOCK_SLOT_CONFIRMED" | "DOCK_SLOT_REFUSED" | "DOCK_SLOT_MOVED" | "ASN_RECEIVED" | "ASN_DIFFERENCE" | "PO_CHANGED_BY_ERP" | "PO_CONFIRMATION_CHANGE" | "SERVICE_DESK" | "POD_SHORTFALL" | "QUALITY_DECISION" | "WEBHOOK_FAILING" | "PRINTER_FAILING";
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            id: number;
                            kind: string | null;
                            link: string;
                            read: boolean;
                            text: string;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    mySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string | null;
                            createdAt: string;
                            current: boolean;
                            ip: string | null;
                            lastSeenAt: string;
                            os: string | null;
                            paired: boolean;
                            sessionId: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchTickets: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "OPEN" | "ANSWERED" | "CLOSED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            category: "QUANTITY" | "DATE" | "QUALITY" | "DOCUMENTS" | "OTHER";
                            docNumber: string;
                            /** @enum {string} */
                            docType: "PO" | "ASN" | "DELIVERY" | "SERIAL";
                            plant: string | null;
                            /** @enum {string} */
                            status: "OPEN" | "ANSWERED" | "CLOSED";
                            subject: string;
                            ticketNumber: string;
                            updatedAt: string;
                            vendor: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachments?: {
                        content: string;
                        fileName: string;
                    }[];
                    /** @enum {string} */
                    category: "QUANTITY" | "DATE" | "QUALITY" | "DOCUMENTS" | "OTHER";
                    docNumber: string;
                    /** @enum {string} */
                    docType: "PO" | "ASN" | "DELIVERY" | "SERIAL";
                    subject: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUANTITY" | "DATE" | "QUALITY" | "DOCUMENTS" | "OTHER";
                        createdAt: string;
                        createdBy: string;
                        docNumber: string;
                        /** @enum {string} */
                        docType: "PO" | "ASN" | "DELIVERY" | "SERIAL";
                        messages: {
                            attachments: {
                                attachmentId: number;
                                contentType: string;
                                fileName: string;
                                size: number;
                            }[];
                            author: string;
                            createdAt: string;
                            fromWarehouse: boolean;
                            seq: number;
                            text: string;
                        }[];
                        plant: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        subject: string;
                        ticketNumber: string;
                        updatedAt: string;
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUANTITY" | "DATE" | "QUALITY" | "DOCUMENTS" | "OTHER";
                        createdAt: string;
                        createdBy: string;
                        docNumber: string;
                        /** @enum {string} */
                        docType: "PO" | "ASN" | "DELIVERY" | "SERIAL";
                        messages: {
                            attachments: {
                                attachmentId: number;
                                contentType: string;
                                fileName: string;
                                size: number;
                            }[];
                            author: string;
                            createdAt: string;
                            fromWarehouse: boolean;
                            seq: number;
                            text: string;
                        }[];
                        plant: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        subject: string;
                        ticketNumber: string;
                        updatedAt: string;
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: number;
                ticketNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    answerTicket: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                ticketNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachments?: {
                        content: string;
                        fileName: string;
                    }[];
                    close?: boolean;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUANTITY" | "DATE" | "QUALITY" | "DOCUMENTS" | "OTHER";
                        createdAt: string;
                        createdBy: string;
                        docNumber: string;
                        /** @enum {string} */
                        docType: "PO" | "ASN" | "DELIVERY" | "SERIAL";
                        messages: {
                            attachments: {
                                attachmentId: number;
                                contentType: string;
                                fileName: string;
                                size: number;
                            }[];
                            author: string;
                            createdAt: string;
                            fromWarehouse: boolean;
                            seq: number;
                            text: string;
                        }[];
                        plant: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "ANSWERED" | "CLOSED";
                        subject: string;
                        ticketNumber: string;
                        updatedAt: string;
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    searchAsns: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                purchaseOrderNo?: string;
                status?: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            asnNumber: string;
                            packageCount: number;
                            plant: string;
                            poNumber: string;
                            shipDate: string;
                            /** @enum {string} */
                            status: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                            vendor: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createAsn: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pallets: {
                        cartons: {
                            items: {
                                itemNo: number;
                                quantity: string;
                                serials?: string[];
                            }[];
                            sscc?: string;
                        }[];
                        sscc?: string;
                    }[];
                    purchaseOrderNo: string;
                    /** Format: date */
                    shipDate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string;
                        createdAt: string;
                        differences: {
                            itemNo: number;
                            missingQuantity: string;
                            sscc: string;
                        }[];
                        items: {
                            baseUnit: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            receivedQuantity: string;
                            serialized: boolean;
                        }[];
                        packages: {
                            items: {
                                itemNo: number;
                                material: string;
                                quantity: string;
                                serials: string[];
                            }[];
                            /** @enum {string} */
                            kind: "PALLET" | "CARTON";
                            matDoc: string | null;
                            parentSscc: string | null;
                            sscc: string;
                            /** @enum {string} */
                            status: "OPEN" | "RECEIVED" | "MISSING";
                        }[];
                        plant: string;
                        poNumber: string;
                        shipDate: string;
                        slot: {
                            bookingId: number;
                            date: string;
                            door: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "CONFIRMED" | "REFUSED" | "ARRIVED";
                            time: string;
                        } | null;
                        /** @enum {string} */
                        status: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getAsn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asnNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string;
                        createdAt: string;
                        differences: {
                            itemNo: number;
                            missingQuantity: string;
                            sscc: string;
                        }[];
                        items: {
                            baseUnit: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            receivedQuantity: string;
                            serialized: boolean;
                        }[];
                        packages: {
                            items: {
                                itemNo: number;
                                material: string;
                                quantity: string;
                                serials: string[];
                            }[];
                            /** @enum {string} */
                            kind: "PALLET" | "CARTON";
                            matDoc: string | null;
                            parentSscc: string | null;
                            sscc: string;
                            /** @enum {string} */
                            status: "OPEN" | "RECEIVED" | "MISSING";
                        }[];
                        plant: string;
                        poNumber: string;
                        shipDate: string;
                        slot: {
                            bookingId: number;
                            date: string;
                            door: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "CONFIRMED" | "REFUSED" | "ARRIVED";
                            time: string;
                        } | null;
                        /** @enum {string} */
                        status: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    asnLabels: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl" | "svg";
            };
            header?: never;
            path: {
                asnNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listSupplierFiles: {
        parameters: {
            query?: {
                all?: "true" | "false";
                page?: number;
                pageSize?: number;
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            collectedAt: string | null;
                            createdAt: string;
                            documentRef: string | null;
                            fileId: number;
                            /** @enum {string} */
                            format: "CXML" | "EDIFACT" | "X12" | "CSV";
                            /** @enum {string} */
                            kind: "ORDER" | "ACK";
                            name: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    downloadSupplierFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    acknowledgeSupplierFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collectedAt: string | null;
                        createdAt: string;
                        documentRef: string | null;
                        fileId: number;
                        /** @enum {string} */
                        format: "CXML" | "EDIFACT" | "X12" | "CSV";
                        /** @enum {string} */
                        kind: "ORDER" | "ACK";
                        name: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    uploadMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @enum {string} */
                    format: "CXML" | "EDIFACT" | "X12" | "CSV";
                    vendor?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            ack: string | null;
                            attempts: number;
                            collectedAt: string | null;
                            controlRef: string;
                            createdAt: string;
                            delivery: ("HTTP" | "FILE") | null;
                            /** @enum {string} */
                            direction: "IN" | "OUT";
                            documentRef: string | null;
                            errorCount: number;
                            errors: {
                                code: string;
                                message: string;
                            }[];
                            /** @enum {string} */
                            format: "CXML" | "EDIFACT" | "X12" | "CSV";
                            /** @enum {string} */
                            kind: "ASN" | "ORDER" | "CONFIRMATION";
                            messageId: number;
                            nextAttemptAt: string | null;
                            parsed: {
                                [key: string]: unknown;
                            } | null;
                            processedAt: string | null;
                            raw: string;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "PROCESSED" | "REFUSED" | "PENDING" | "SENT" | "FAILED";
                            vendor: string;
                        };
                        replayed: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getOrderConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                purchaseOrderNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            baseUnit: string;
                            confirmed: {
                                confirmedAt: string;
                                confirmedBy: string;
                                deliveryDate: string;
                                note: string;
                                quantity: string;
                                /** @enum {string} */
                                status: "CONFIRMED" | "CHANGED";
                                version: number;
                            } | null;
                            history: {
                                confirmedAt: string;
                                confirmedBy: string;
                                deliveryDate: string;
                                note: string;
                                quantity: string;
                                /** @enum {string} */
                                status: "CONFIRMED" | "CHANGED";
                                version: number;
                            }[];
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            orderedDate: string;
                            orderedQuantity: string;
                        }[];
                        plant: string;
                        poNumber: string;
                        vendor: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    confirmOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                purchaseOrderNo: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: date */
                        deliveryDate: string;
                        itemNo: number;
                        note?: string;
                        quantity: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            baseUnit: string;
                            confirmed: {
                                confirmedAt: string;
                                confirmedBy: string;
                                deliveryDate: string;
                                note: string;
                                quantity: string;
                                /** @enum {string} */
                                status: "CONFIRMED" | "CHANGED";
                                version: number;
                            } | null;
                            history: {
                                confirmedAt: string;
                                confirmedBy: string;
                                deliveryDate: string;
                                note: string;
                                quantity: string;
                                /** @enum {string} */
                                status: "CONFIRMED" | "CHANGED";
                                version: number;
                            }[];
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            orderedDate: string;
                            orderedQuantity: string;
                        }[];
                        plant: string;
                        poNumber: string;
                        vendor: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    searchSupplierRepairOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                plant?: string;
                status?: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            lotNumber: string | null;
                            orderNumber: string;
                            plant: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                            units: number;
                            vendor: string;
                            vendorName: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getSupplierRepairOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        items: {
                            announcedShipDate: string | null;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            sentMatDoc: string | null;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        }[];
                        lotNumber: string | null;
                        note: string;
                        orderNumber: string;
                        plant: string;
                        /** @enum {string} */
                        status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        units: number;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    announceRepairReturn: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serials: string[];
                    /** Format: date */
                    shipDate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        items: {
                            announcedShipDate: string | null;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            sentMatDoc: string | null;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        }[];
                        lotNumber: string | null;
                        note: string;
                        orderNumber: string;
                        plant: string;
                        /** @enum {string} */
                        status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        units: number;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listDeliveryTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryTypes: {
                            deliveryType: string;
                            description: string;
                            /** @enum {string} */
                            orderType: "SO" | "STO";
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    documentLockStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentId: string;
                        expiresAt: string | null;
                        locked: boolean;
                        lockedAt: string | null;
                        lockedBy: string | null;
                        lockedByMe: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    lockDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentId: string;
                        expiresAt: string | null;
                        locked: boolean;
                        lockedAt: string | null;
                        lockedBy: string | null;
                        lockedByMe: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    unlockDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentId: string;
                        expiresAt: string | null;
                        locked: boolean;
                        lockedAt: string | null;
                        lockedBy: string | null;
                        lockedByMe: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    reportMissing: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sscc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string;
                        /** @enum {string} */
                        asnStatus: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                        sscc: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    receiveSscc: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sscc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string;
                        /** @enum {string} */
                        asnStatus: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                        cartons: string[];
                        /** @enum {string} */
                        kind: "PALLET" | "CARTON";
                        matDoc: string;
                        putawayWarning: string | null;
                        quantity: string;
                        serialCount: number;
                        sscc: string;
                        transferOrder: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listCarriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carriers: {
                            carrierCode: string;
                            name: string;
                            trackingUrlTemplate: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                carrierCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrierCode: string;
                        name: string;
                        shippingPoints: string[];
                        trackingUrlTemplate: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    saveCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                carrierCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    trackingUrlTemplate?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrierCode: string;
                        name: string;
                        trackingUrlTemplate: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listCarrierServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                carrierCode: string;
                shippingPoint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrierCode: string;
                        services: {
                            name: string;
                            profileId: string;
                            service: string;
                        }[];
                        shippingPoint: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getCompanyCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyCode: string;
                        country: string;
                        countryName: string;
                        currency: string;
                        name: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getCostCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                costCenter: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyCode: string;
                        companyName: string;
                        costCenter: string;
                        description: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string;
                        country: string;
                        countryName: string;
                        customerNumber: string;
                        name: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchDeliveries: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                deliveryNumber?: string;
                orderNumber?: string;
                page?: number;
                pageSize?: number;
                partner?: string;
                plant?: string;
                status?: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            deliveryDate: string;
                            deliveryNumber: string;
                            itemCount: number;
                            orderNumber: string;
                            /** @enum {string} */
                            orderType: "SO" | "STO";
                            partner: string;
                            partnerName: string;
                            plant: string;
                            route: string | null;
                            shippingPoint: string;
                            /** @enum {string} */
                            status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        deliveryDate: string;
                        deliveryNumber: string;
                        documents: {
                            matDoc: string;
                            movementType: string;
                            postingDate: string;
                            reversalOf: string | null;
                            reversedBy: string | null;
                        }[];
                        errors: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                        goodsIssueMatDoc: string | null;
                        itemCount: number;
                        items: {
                            baseUnit: string;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            pickedQuantity: string;
                            quantity: string;
                            serialized: boolean;
                            serials: string[];
                            sloc: string;
                        }[];
                        orderNumber: string;
                        /** @enum {string} */
                        orderType: "SO" | "STO";
                        partner: string;
                        partnerName: string;
                        plant: string;
                        route: string | null;
                        shippingPoint: string;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        transferOrders: {
                            lineCount: number;
                            openLines: number;
                            orderId: string;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveryLabels: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl" | "svg";
            };
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveryNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveryErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveryOutputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outputs: {
                            /** @enum {string} */
                            channel: "DOWNLOAD" | "PRINTER";
                            copyOf: number | null;
                            createdAt: string;
                            createdBy: string;
                            documentId: string;
                            /** @enum {string} */
                            documentType: "DELIVERY" | "SHIPMENT" | "HU" | "MATDOC";
                            /** @enum {string} */
                            format: "pdf" | "zpl";
                            /** @enum {string} */
                            kind: "delivery-note" | "sscc" | "delivery" | "transfer-posting";
                            outputId: number;
                            printerId: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createPickOrders: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryNumber: string;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        transferOrders: {
                            lineCount: number;
                            orderId: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    confirmPick: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                deliveryNumber: string;
                orderId: string;
                orderLine: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch?: string;
                    material: string;
                    quantity: string;
                    /** @enum {string} */
                    remainder?: "OPEN" | "DIFFERENCE";
                    serials?: string[];
                    shortReason?: string;
                    sourceBin: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryNumber: string;
                        /** @enum {string} */
                        deliveryStatus: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        differenceMatDoc: string | null;
                        lineNo: number;
                        matDoc: string;
                        orderId: string;
                        remainder: {
                            lineNo: number;
                            quantity: string;
                        } | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    returnableSerialsOfDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: string;
                        customerName: string;
                        delivery: string;
                        plant: string;
                        serials: {
                            atCustomer: boolean;
                            issuedMatDoc: string;
                            material: string;
                            materialDescription: string;
                            openReturnOrder: string | null;
                            serialNumber: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    reverseGoodsIssue: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryNumber: string;
                        matDoc: string;
                        movementType: string;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    validateEquipment: {
        parameters: {
            query: {
                bin?: string;
                material?: string;
                serialNo: string;
                step?: "PICK" | "PACK";
            };
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string | null;
                        deliveryNumber: string;
                        itemNo: number;
                        material: string;
                        message: string;
                        serialNumber: string;
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getPickList: {
        parameters: {
            query: {
                scan: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryNumber: string;
                        lines: {
                            batch: string;
                            destinationBin: string;
                            gtins: string[];
                            lineNo: number;
                            material: string;
                            materialDescription: string;
                            orderId: string;
                            plant: string;
                            quantity: string;
                            serialized: boolean;
                            sloc: string;
                            sourceBin: string;
                        }[];
                        partnerName: string;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    registerArrival: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    asnNumber?: string;
                    carrier: string;
                    door: string;
                    plant: string;
                    plate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivalId: number;
                        arrivedAt: string;
                        asnNumber: string | null;
                        carrier: string;
                        door: string;
                        plant: string;
                        plate: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    arrivalPackagesJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                arrivalId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: {
                            arrivalId: number;
                            arrivedAt: string;
                            asnNumber: string | null;
                            carrier: string;
                            door: string;
                            plant: string;
                            plate: string;
                        };
                        packages: {
                            asnNumber: string;
                            /** @enum {string} */
                            kind: "PALLET" | "CARTON";
                            missing: boolean;
                            parentSscc: string | null;
                            receivedMatDoc: string | null;
                            sscc: string;
                            unloadedAt: string | null;
                        }[];
                        toUnload: number;
                        unloaded: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    unloadPackage: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                arrivalId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sscc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: {
                            arrivalId: number;
                            arrivedAt: string;
                            asnNumber: string | null;
                            carrier: string;
                            door: string;
                            plant: string;
                            plate: string;
                        };
                        packages: {
                            asnNumber: string;
                            /** @enum {string} */
                            kind: "PALLET" | "CARTON";
                            missing: boolean;
                            parentSscc: string | null;
                            receivedMatDoc: string | null;
                            sscc: string;
                            unloadedAt: string | null;
                        }[];
                        toUnload: number;
                        unloaded: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    bookSlot: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    asnNumber?: string;
                    /** Format: date */
                    date: string;
                    door: string;
                    plant: string;
                    poNumber?: string;
                    time: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string | null;
                        bookingId: number;
                        date: string;
                        door: string;
                        plant: string;
                        poNumber: string | null;
                        /** @enum {string} */
                        status: "REQUESTED" | "CONFIRMED" | "REFUSED" | "ARRIVED";
                        time: string;
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    decideBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "CONFIRM";
                } | {
                    /** @enum {string} */
                    action: "REFUSE";
                } | {
                    /** @enum {string} */
                    action: "MOVE";
                    /** Format: date */
                    date: string;
                    door: string;
                    time: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string | null;
                        bookingId: number;
                        date: string;
                        door: string;
                        plant: string;
                        poNumber: string | null;
                        /** @enum {string} */
                        status: "REQUESTED" | "CONFIRMED" | "REFUSED" | "ARRIVED";
                        time: string;
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    outputCopy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outputId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    reprintOutput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outputId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    printerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "DOWNLOAD" | "PRINTER";
                        copyOf: number | null;
                        createdAt: string;
                        createdBy: string;
                        documentId: string;
                        /** @enum {string} */
                        documentType: "DELIVERY" | "SHIPMENT" | "HU" | "MATDOC";
                        /** @enum {string} */
                        format: "pdf" | "zpl";
                        /** @enum {string} */
                        kind: "delivery-note" | "sscc" | "delivery" | "transfer-posting";
                        outputId: number;
                        printerId: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchReceiptRequests: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                sender?: string;
                serialNo?: string;
                status?: "OPEN" | "RECEIVED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            createdBy: string;
                            material: string;
                            materialDescription: string;
                            openSerials: number;
                            plant: string;
                            reason: string;
                            requestNumber: string;
                            sender: string;
                            serialCount: number;
                            /** @enum {string} */
                            status: "OPEN" | "RECEIVED" | "CANCELLED";
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createReceiptRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    material: string;
                    plant: string;
                    reason: string;
                    sender: string;
                    serials: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: string;
                        material: string;
                        materialDescription: string;
                        plant: string;
                        reason: string;
                        requestNumber: string;
                        sender: string;
                        serials: {
                            open: boolean;
                            serialNumber: string;
                        }[];
                        /** @enum {string} */
                        status: "OPEN" | "RECEIVED" | "CANCELLED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getReceiptRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: string;
                        material: string;
                        materialDescription: string;
                        plant: string;
                        reason: string;
                        requestNumber: string;
                        sender: string;
                        serials: {
                            open: boolean;
                            serialNumber: string;
                        }[];
                        /** @enum {string} */
                        status: "OPEN" | "RECEIVED" | "CANCELLED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getEquipmentQuality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                equipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defects: {
                            code: string;
                            codeGroup: string;
                            defectId: string;
                            description: string;
                            lotNumber: string;
                            note: string;
                        }[];
                        deliveries: {
                            deliveryNumber: string;
                            matDoc: string;
                            postingDate: string;
                        }[];
                        equipmentNumber: string;
                        images: {
                            contentType: string;
                            equipmentNumber: string;
                            fileName: string;
                            imageId: string;
                            imageType: string;
                            serial: string;
                            size: number;
                            uploadedAt: string;
                            uploadedBy: string;
                        }[];
                        lock: {
                            lockedAt: string;
                            lockedBy: string;
                            reason: string;
                        } | null;
                        lockEvents: {
                            action: string;
                            at: string;
                            reason: string;
                            user: string;
                        }[];
                        lots: {
                            createdAt: string;
                            decision: string | null;
                            lotNumber: string;
                            lotStatus: string;
                            prodcat: string;
                            state: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    uploadEquipmentImage: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    fileName: string;
                    imageType: string;
                    material?: string;
                    serial: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            contentType: string;
                            equipmentNumber: string;
                            fileName: string;
                            imageId: string;
                            imageType: string;
                            serial: string;
                            size: number;
                            uploadedAt: string;
                            uploadedBy: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getEquipmentImage: {
        parameters: {
            query?: {
                size?: "full" | "thumb";
            };
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    uploadEquipmentImagesBulk: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        content: string;
                        fileName: string;
                    }[];
                    imageType: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            contentType: string;
                            equipmentNumber: string;
                            fileName: string;
                            imageId: string;
                            imageType: string;
                            serial: string;
                            size: number;
                            uploadedAt: string;
                            uploadedBy: string;
                        }[];
                        refused: {
                            code: string;
                            fileName: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    validateEquipmentImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        contentType?: string;
                        fileName: string;
                        size: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: {
                            code: string | null;
                            equipmentNumber: string | null;
                            fileName: string;
                            ok: boolean;
                            reason: string | null;
                            serial: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    postGoodsIssue: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryNumber: string;
                        matDoc: string;
                        movementType: string;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    searchHandlingUnits: {
        parameters: {
            query?: {
                deliveryNumber?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                shipmentNumber?: string;
                sscc?: string;
                topLevel?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    packHandlingUnit: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryNumber: string;
                    grossWeight?: string;
                    handlingUnits?: string[];
                    lines?: {
                        material: string;
                        quantity: string;
                        serials?: string[];
                    }[];
                    packagingMaterial: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        children: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        createdAt: string;
                        deliveryNumber: string;
                        deliveryStatus: string;
                        grossWeight: string | null;
                        huNumber: string;
                        items: {
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            serials: string[];
                            unit: string;
                        }[];
                        packagingMaterial: string;
                        parentHu: string | null;
                        plant: string;
                        shipmentNumber: string | null;
                        sscc: string;
                        status: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getHandlingUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                handlingUnitNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        children: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        createdAt: string;
                        deliveryNumber: string;
                        deliveryStatus: string;
                        grossWeight: string | null;
                        huNumber: string;
                        items: {
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            serials: string[];
                            unit: string;
                        }[];
                        packagingMaterial: string;
                        parentHu: string | null;
                        plant: string;
                        shipmentNumber: string | null;
                        sscc: string;
                        status: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    handlingUnitLabel: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl" | "svg";
            };
            header?: never;
            path: {
                handlingUnitNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    nestHandlingUnit: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                handlingUnitNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handlingUnit: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        children: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        createdAt: string;
                        deliveryNumber: string;
                        deliveryStatus: string;
                        grossWeight: string | null;
                        huNumber: string;
                        items: {
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            serials: string[];
                            unit: string;
                        }[];
                        packagingMaterial: string;
                        parentHu: string | null;
                        plant: string;
                        shipmentNumber: string | null;
                        sscc: string;
                        status: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    handlingUnitOutputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                handlingUnitNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outputs: {
                            /** @enum {string} */
                            channel: "DOWNLOAD" | "PRINTER";
                            copyOf: number | null;
                            createdAt: string;
                            createdBy: string;
                            documentId: string;
                            /** @enum {string} */
                            documentType: "DELIVERY" | "SHIPMENT" | "HU" | "MATDOC";
                            /** @enum {string} */
                            format: "pdf" | "zpl";
                            /** @enum {string} */
                            kind: "delivery-note" | "sscc" | "delivery" | "transfer-posting";
                            outputId: number;
                            printerId: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    unpackHandlingUnit: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                handlingUnitNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "dissolve" | "fromParent";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryStatus: string;
                        huNumber: string;
                        mode: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    searchMaterialDocuments: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                movementType?: string;
                movementTypes?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                plantSide?: "from" | "to";
                referenceNumber?: string;
                referenceType?: "PO" | "STO" | "SO" | "DLV" | "PI" | "QL" | "MD" | "RMA" | "RO";
                sloc?: string;
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            baseUnit: string;
                            batch: string;
                            createdBy: string;
                            from: {
                                bin: string | null;
                                /** @enum {string} */
                                category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                                plant: string;
                                sloc: string;
                                warehouse: string | null;
                            } | null;
                            fromKind: string;
                            itemNo: number;
                            matDoc: string;
                            material: string;
                            materialDescription: string;
                            movementType: string;
                            postingDate: string;
                            quantity: string;
                            receivingPlant: string | null;
                            referenceNumber: string | null;
                            referenceType: string | null;
                            to: {
                                bin: string | null;
                                /** @enum {string} */
                                category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                                plant: string;
                                sloc: string;
                                warehouse: string | null;
                            } | null;
                            toKind: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    postMaterialDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    documentDate?: string;
                    headerText?: string;
                    items: {
                        batch?: string;
                        costCenter?: string;
                        customer?: string;
                        from?: {
                            bin?: string;
                            /** @enum {string} */
                            category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            plant: string;
                            sloc: string;
                        };
                        material: string;
                        movementType: string;
                        quantity: string;
                        reason?: string;
                        referenceItem?: number;
                        serials?: string[];
                        to?: {
                            bin?: string;
                            /** @enum {string} */
                            category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            plant?: string;
                            sloc?: string;
                        };
                        vendor?: string;
                    }[];
                    /** Format: date */
                    postingDate?: string;
                    reference?: {
                        number: string;
                        /** @enum {string} */
                        type: "PO" | "STO" | "SO";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdEquipment: number;
                        documentDate: string;
                        itemCount: number;
                        matDoc: string;
                        postingDate: string;
                        reversalOf: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getMaterialDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matDoc: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: string;
                        documentDate: string;
                        headerText: string;
                        itemCount: number;
                        items: {
                            baseUnit: string;
                            batch: string;
                            costCenter: string | null;
                            customer: string | null;
                            from: {
                                bin: string | null;
                                /** @enum {string} */
                                category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                                plant: string;
                                sloc: string;
                                warehouse: string | null;
                            } | null;
                            fromKind: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            movementType: string;
                            movementTypeText: string;
                            quantity: string;
                            reason: string | null;
                            receivingPlant: string | null;
                            referenceItem: number | null;
                            reversalOfItem: number | null;
                            serials: {
                                equipmentNumber: string;
                                serialNumber: string;
                            }[];
                            to: {
                                bin: string | null;
                                /** @enum {string} */
                                category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                                plant: string;
                                sloc: string;
                                warehouse: string | null;
                            } | null;
                            toKind: string;
                            vendor: string | null;
                        }[];
                        matDoc: string;
                        postingDate: string;
                        reference: {
                            number: string;
                            type: string;
                        } | null;
                        reversalOf: string | null;
                        reversedBy: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    transferPostingLabels: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl" | "svg";
            };
            header?: never;
            path: {
                matDoc: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    reverseMaterialDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                matDoc: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    headerText?: string;
                    /** Format: date */
                    postingDate?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdEquipment: number;
                        documentDate: string;
                        itemCount: number;
                        matDoc: string;
                        postingDate: string;
                        reversalOf: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    searchMaterials: {
        parameters: {
            query?: {
                group?: string;
                page?: string;
                pageSize?: string;
                q?: string;
                serialized?: "true" | "false";
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            baseUnit: string;
                            batchManaged: boolean;
                            description: string;
                            materialGroup: string;
                            materialId: string;
                            materialType: string;
                            qualityInspected: boolean;
                            serialized: boolean;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                materialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        baseUnit: string;
                        batchManaged: boolean;
                        description: string;
                        gtins: string[];
                        materialGroup: string;
                        materialGroupDescription: string;
                        materialId: string;
                        materialType: string;
                        materialTypeDescription: string;
                        plants: {
                            defaultSloc: string | null;
                            defaultSlocName: string | null;
                            fixedBins: {
                                binId: string;
                                warehouseId: string;
                            }[];
                            materialId: string;
                            plantId: string;
                            plantName: string;
                        }[];
                        productCategory: string | null;
                        qualityInspected: boolean;
                        serialized: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getMaterialPlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                materialId: string;
                plantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defaultSloc: string | null;
                        defaultSlocName: string | null;
                        fixedBins: {
                            binId: string;
                            warehouseId: string;
                        }[];
                        materialId: string;
                        plantId: string;
                        plantName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listMaterialSerials: {
        parameters: {
            query: {
                bin?: string;
                plant: string;
                sloc?: string;
                status?: "IN_STOCK" | "IN_TRANSIT";
                sto?: string;
            };
            header?: never;
            path: {
                materialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limit: number;
                        material: string;
                        serials: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listMovementReasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                movementType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        movementType: string;
                        reasons: {
                            description: string;
                            reasonCode: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getOfflineSnapshot: {
        parameters: {
            query?: {
                bins?: string;
                materials?: string;
                orders?: string;
                stock?: string;
                transferOrders?: string;
            };
            header?: never;
            path: {
                plantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bins: {
                            rows: [
                                string,
                                string,
                                string,
                                string,
                                boolean
                            ][];
                            version: string;
                        } | null;
                        generatedAt: string;
                        materials: {
                            rows: [
                                string,
                                string,
                                string,
                                number,
                                string[]
                            ][];
                            version: string;
                        } | null;
                        orders: {
                            rows: [
                                "PO" | "STO",
                                string,
                                number,
                                string,
                                string,
                                string,
                                string
                            ][];
                            version: string;
                        } | null;
                        plantId: string;
                        stock: {
                            rows: [
                                string,
                                string,
                                string,
                                string,
                                string,
                                "UNRESTRICTED" | "QUALITY" | "BLOCKED",
                                string
                            ][];
                            serials: [
                                string,
                                string,
                                string,
                                string,
                                string,
                                "UNRESTRICTED" | "QUALITY" | "BLOCKED",
                                string,
                                string
                            ][];
                            version: string;
                        } | null;
                        transferOrders: {
                            rows: [
                                string,
                                number,
                                string,
                                string,
                                string,
                                string,
                                "UNRESTRICTED" | "QUALITY" | "BLOCKED",
                                string,
                                string,
                                string,
                                string[]
                            ][];
                            version: string;
                        } | null;
                        version: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchTransferOrders: {
        parameters: {
            query?: {
                bin?: string;
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                referenceMatDoc?: string;
                status?: "OPEN" | "CONFIRMED" | "CANCELLED";
                type?: "PUTAWAY" | "PICK" | "BIN_TO_BIN";
                warehouse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            createdBy: string;
                            lineCount: number;
                            openLines: number;
                            orderId: string;
                            plant: string;
                            reference: {
                                number: string;
                                type: string;
                            } | null;
                            referenceMatDoc: string | null;
                            sloc: string;
                            /** @enum {string} */
                            status: "OPEN" | "CONFIRMED" | "CANCELLED";
                            /** @enum {string} */
                            type: "PUTAWAY" | "PICK" | "BIN_TO_BIN";
                            warehouseId: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createTransferOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        batch?: string;
                        /** @enum {string} */
                        category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                        destinationBin?: string;
                        material: string;
                        quantity: string;
                        serials?: string[];
                        sourceBin: string;
                    }[];
                    plant: string;
                    sloc: string;
                    /** @enum {string} */
                    type: "PUTAWAY" | "BIN_TO_BIN";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            destinationBin: string;
                            lineNo: number;
                            material: string;
                            quantity: string;
                            sourceBin: string;
                        }[];
                        orderId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getTransferOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        closedBy: string | null;
                        createdAt: string;
                        createdBy: string;
                        lineCount: number;
                        lines: {
                            baseUnit: string;
                            batch: string;
                            /** @enum {string} */
                            category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            confirmedAt: string | null;
                            confirmedBin: string | null;
                            confirmedBy: string | null;
                            confirmedMatDoc: string | null;
                            confirmedQuantity: string | null;
                            confirmedSerials: string[] | null;
                            destinationBin: string;
                            destinationDiffers: boolean;
                            lineNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            quantityShort: boolean;
                            serialized: boolean;
                            serials: string[];
                            sourceBin: string;
                            /** @enum {string} */
                            status: "OPEN" | "CONFIRMED" | "CANCELLED";
                        }[];
                        openLines: number;
                        orderId: string;
                        plant: string;
                        reference: {
                            number: string;
                            type: string;
                        } | null;
                        referenceMatDoc: string | null;
                        sloc: string;
                        /** @enum {string} */
                        status: "OPEN" | "CONFIRMED" | "CANCELLED";
                        /** @enum {string} */
                        type: "PUTAWAY" | "PICK" | "BIN_TO_BIN";
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    cancelTransferOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelledLines: number;
                        orderId: string;
                        /** @enum {string} */
                        status: "OPEN" | "CONFIRMED" | "CANCELLED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getTransferOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                orderLine: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        line: {
                            baseUnit: string;
                            batch: string;
                            /** @enum {string} */
                            category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            confirmedAt: string | null;
                            confirmedBin: string | null;
                            confirmedBy: string | null;
                            confirmedMatDoc: string | null;
                            confirmedQuantity: string | null;
                            confirmedSerials: string[] | null;
                            destinationBin: string;
                            destinationDiffers: boolean;
                            lineNo: number;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            quantityShort: boolean;
                            serialized: boolean;
                            serials: string[];
                            sourceBin: string;
                            /** @enum {string} */
                            status: "OPEN" | "CONFIRMED" | "CANCELLED";
                        };
                        order: {
                            closedAt: string | null;
                            closedBy: string | null;
                            createdAt: string;
                            createdBy: string;
                            lineCount: number;
                            openLines: number;
                            orderId: string;
                            plant: string;
                            reference: {
                                number: string;
                                type: string;
                            } | null;
                            referenceMatDoc: string | null;
                            sloc: string;
                            /** @enum {string} */
                            status: "OPEN" | "CONFIRMED" | "CANCELLED";
                            /** @enum {string} */
                            type: "PUTAWAY" | "PICK" | "BIN_TO_BIN";
                            warehouseId: string;
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    confirmTransferOrderLine: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                orderId: string;
                orderLine: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destinationBin: string;
                    material?: string;
                    quantity: string;
                    serials?: string[];
                    sourceBin?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        destinationDiffers: boolean;
                        lineNo: number;
                        matDoc: string;
                        orderId: string;
                        /** @enum {string} */
                        orderStatus: "OPEN" | "CONFIRMED" | "CANCELLED";
                        quantityShort: boolean;
                        remainder: {
                            lineNo: number;
                            quantity: string;
                        } | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    createPiDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    binFrom?: string;
                    binTo?: string;
                    material?: string;
                    /** Format: date */
                    notCountedSince?: string;
                    plant: string;
                    sloc: string;
                    storageType?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        binCount: number;
                        itemCount: number;
                        piNumber: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getPiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        binCount: number;
                        bins: {
                            bin: string;
                            blocked: boolean;
                            counted: boolean;
                            emptyConfirmed: boolean;
                            seq: number;
                        }[];
                        countedItems: number;
                        createdAt: string;
                        createdBy: string;
                        itemCount: number;
                        items: {
                            baseUnit: string;
                            batch: string;
                            bin: string;
                            bookAtCount: string | null;
                            bookQuantity: string;
                            countedQuantity: string | null;
                            counts: {
                                bookAtCount: string;
                                countedAt: string;
                                countedBy: string;
                                emptyBin: boolean;
                                ledgerMatDoc: string | null;
                                quantity: string;
                                serials: string[];
                                version: number;
                            }[];
                            difference: string | null;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            postedMatDoc: string | null;
                            /** @enum {string} */
                            status: "OPEN" | "COUNTED" | "RECOUNT" | "POSTED";
                        }[];
                        piNumber: string;
                        plant: string;
                        postedAt: string | null;
                        postedBy: string | null;
                        postedMatDoc: string | null;
                        selection: string;
                        sloc: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getPiBinSerials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bin: string;
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string;
                        materials: {
                            batch: string;
                            book: string[];
                            counted: string[] | null;
                            description: string;
                            material: string;
                        }[];
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    countPiBatch: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    counts: {
                        batch?: string;
                        bin: string;
                        material: string;
                        quantity: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        counted: number;
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    countPiItem: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch?: string;
                    bin: string;
                    material: string;
                    quantity: string;
                    serials?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string;
                        counted: {
                            itemNo: number;
                            material: string;
                            quantity: string;
                            version: number;
                        }[];
                        nextBin: string | null;
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    postPiDifferences: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gains: number;
                        losses: number;
                        matDoc: string | null;
                        piNumber: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    confirmPiEmptyBin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bin: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string;
                        counted: {
                            itemNo: number;
                            material: string;
                            quantity: string;
                            version: number;
                        }[];
                        nextBin: string | null;
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    requestPiRecount: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: number[];
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    countPiSerials: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                piDocumentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bin: string;
                    serials: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string;
                        counted: {
                            itemNo: number;
                            material: string;
                            quantity: string;
                            version: number;
                        }[];
                        found: string[];
                        missing: string[];
                        nextBin: string | null;
                        piNumber: string;
                        /** @enum {string} */
                        status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                        unexpected: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listPlants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            city: string;
                            companyCode: string;
                            country: string;
                            name: string;
                            plantId: string;
                            timezone: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getPlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string;
                        companyCode: string;
                        companyName: string;
                        country: string;
                        countryName: string;
                        name: string;
                        plantId: string;
                        storageLocations: {
                            name: string;
                            plantId: string;
                            slocId: string;
                            warehouseId: string | null;
                            warehouseManaged: boolean;
                        }[];
                        timezone: string;
                        warehouses: {
                            name: string;
                            warehouseId: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listStorageLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            plantId: string;
                            slocId: string;
                            warehouseId: string | null;
                            warehouseManaged: boolean;
                        }[];
                        plantId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    moveBinToBin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                plantId: string;
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch?: string;
                    /** @enum {string} */
                    category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                    destinationBin: string;
                    material: string;
                    quantity: string;
                    serials?: string[];
                    sloc?: string;
                    sourceBin: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matDoc: string;
                        orderId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listStorageBins: {
        parameters: {
            query?: {
                after?: string;
                binType?: string;
                blocked?: "true" | "false";
                limit?: string;
                occupancy?: "empty" | "occupied";
                prefix?: string;
                storageType?: string;
            };
            header?: never;
            path: {
                plantId: string;
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            binId: string;
                            binType: string;
                            binTypeDescription: string;
                            blocked: boolean;
                            capacity: string | null;
                            content?: {
                                firstMaterial: string | null;
                                materials: number;
                                positions: number;
                                quantity: string;
                            };
                            storageType: string;
                            storageTypeName: string;
                            storageTypeRole: string;
                            warehouseId: string;
                        }[];
                        nextCursor: string | null;
                        plantId: string;
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getStorageBin: {
        parameters: {
            query?: {
                binType?: string;
            };
            header?: never;
            path: {
                binId: string;
                plantId: string;
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        binId: string;
                        binType: string;
                        binTypeDescription: string;
                        blocked: boolean;
                        capacity: string | null;
                        content?: {
                            firstMaterial: string | null;
                            materials: number;
                            positions: number;
                            quantity: string;
                        };
                        contents: {
                            baseUnit: string;
                            batch: string;
                            /** @enum {string} */
                            category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            description: string;
                            materialId: string;
                            quantity: string;
                            serialized: boolean;
                            slocId: string;
                        }[];
                        contentsTruncated: boolean;
                        fixedMaterials: {
                            description: string;
                            materialId: string;
                        }[];
                        plantId: string;
                        storageType: string;
                        storageTypeName: string;
                        storageTypeRole: string;
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    binLabel: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl" | "svg";
            };
            header?: never;
            path: {
                binId: string;
                plantId: string;
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    suggestBin: {
        parameters: {
            query: {
                exclude?: string;
                material: string;
                quantity: string;
            };
            header?: never;
            path: {
                plantId: string;
                warehouseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        binId: string;
                        binType: string;
                        /** @enum {string} */
                        reason: "FIXED" | "EXISTING" | "EMPTY";
                        room: string | null;
                        storageType: string;
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    postGoodsReceiptPo: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryNote?: string;
                    /** Format: date */
                    documentDate?: string;
                    headerText?: string;
                    items: {
                        batch?: string;
                        itemNo: number;
                        quantity: string;
                        serials?: string[];
                        sloc?: string;
                    }[];
                    /** Format: date */
                    postingDate?: string;
                    purchaseOrderNo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdEquipment: number;
                        documentDate: string;
                        grBin: string | null;
                        itemCount: number;
                        matDoc: string;
                        postingDate: string;
                        putawayWarning: string | null;
                        reversalOf: string | null;
                        transferOrder: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN, PURCHASE_ORDER_NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT, SERIAL_IN_STOCK. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR, NO_GR_AREA, SERIAL_FORMAT. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listPrinters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        printers: {
                            dpi: number;
                            host: string;
                            labelHeightMm: string;
                            labelWidthMm: string;
                            name: string;
                            plant: string;
                            port: number;
                            printerId: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    savePrinter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 203 */
                    dpi?: 203 | 300 | 600;
                    host: string;
                    /** @default 152.4 */
                    labelHeightMm?: number;
                    /** @default 101.6 */
                    labelWidthMm?: number;
                    name: string;
                    plant: string;
                    /** @default 9100 */
                    port?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dpi: number;
                        host: string;
                        labelHeightMm: string;
                        labelWidthMm: string;
                        name: string;
                        plant: string;
                        port: number;
                        printerId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listPrintJobs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            bytes: number;
                            createdAt: string;
                            createdBy: string;
                            error: string | null;
                            jobId: number;
                            labelCount: number;
                            labelKind: string;
                            printerId: string;
                            reference: string;
                            /** @enum {string} */
                            status: "PRINTED" | "FAILED";
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    printLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "sscc" | "delivery" | "rma";
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bytes: number;
                        createdAt: string;
                        createdBy: string;
                        error: string | null;
                        jobId: number;
                        labelCount: number;
                        labelKind: string;
                        printerId: string;
                        reference: string;
                        /** @enum {string} */
                        status: "PRINTED" | "FAILED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchPurchaseOrders: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                open?: "true" | "false";
                page?: number;
                pageSize?: number;
                plant?: string;
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            documentDate: string;
                            itemCount: number;
                            openItems: number;
                            plant: string;
                            poNumber: string;
                            vendor: string;
                            vendorName: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                purchaseOrderNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyCode: string;
                        documentDate: string;
                        items: {
                            baseUnit: string;
                            batchManaged: boolean;
                            closed: boolean;
                            deliveryDate: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            maxReceivable: string;
                            openQuantity: string;
                            overTolerancePct: string;
                            plant: string;
                            qualityInspected: boolean;
                            quantity: string;
                            receivedQuantity: string;
                            serialized: boolean;
                            sloc: string;
                        }[];
                        plant: string;
                        plantName: string;
                        poNumber: string;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getCatalogue: {
        parameters: {
            query: {
                prodcat: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            codeGroup: string;
                            codes: {
                                code: string;
                                description: string;
                            }[];
                            description: string;
                        }[];
                        prodcat: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    saveCatalogueGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codeGroup: string;
                    codes: {
                        code: string;
                        description: string;
                    }[];
                    description: string;
                    prodcat: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            codeGroup: string;
                            codes: {
                                code: string;
                                description: string;
                            }[];
                            description: string;
                        }[];
                        prodcat: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchLots: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                prodcat?: string;
                serial?: string;
                serialized?: "true" | "false";
                status?: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            closedAt: string | null;
                            createdAt: string;
                            decidedQuantity: string;
                            lotNumber: string;
                            material: string;
                            materialDescription: string;
                            openedMatDoc: string | null;
                            origin: string;
                            plant: string;
                            prodcat: string;
                            purchaseOrder: string | null;
                            purchaseOrderItem: number | null;
                            quantity: string;
                            serialized: boolean;
                            /** @enum {string} */
                            status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                            vendor: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    openManualLot: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    batch?: string;
                    bin?: string;
                    material: string;
                    note?: string;
                    plant: string;
                    quantity: string;
                    serials?: string[];
                    sloc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lotNumber: string;
                        matDoc: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lotNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        createdAt: string;
                        decidedQuantity: string;
                        decisions: {
                            decidedAt: string;
                            decidedBy: string | null;
                            decision: string;
                            itemNo: number;
                            matDoc: string;
                            movementType: string;
                            quantity: string;
                            serials: string[];
                        }[];
                        defects: {
                            code: string;
                            codeGroup: string;
                            createdAt: string;
                            createdBy: string;
                            defectId: string;
                            description: string;
                            documentReference: string | null;
                            note: string;
                            serial: string | null;
                        }[];
                        lotNumber: string;
                        material: string;
                        materialDescription: string;
                        note: string;
                        openedMatDoc: string | null;
                        origin: string;
                        plant: string;
                        prodcat: string;
                        purchaseOrder: string | null;
                        purchaseOrderItem: number | null;
                        quantity: string;
                        repairs: {
                            action: string;
                            createdAt: string;
                            createdBy: string;
                            matDoc: string | null;
                            partMaterial: string | null;
                            partQuantity: string | null;
                            repairId: string;
                            serial: string | null;
                        }[];
                        secondValidator: boolean;
                        serialized: boolean;
                        serials: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        }[];
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                        vendor: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    assignDefects: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                lotNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defects: {
                        code: string;
                        codeGroup: string;
                        note?: string;
                    }[];
                    documentReference?: string;
                    prodcat: string;
                    serial?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lotNumber: string;
                        serial: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        } | null;
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    recordRepair: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                lotNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: string;
                    part?: {
                        batch?: string;
                        bin?: string;
                        material: string;
                        quantity: string;
                        sloc: string;
                    };
                    serial?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lotNumber: string;
                        matDoc: string | null;
                        serial: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        } | null;
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    saveSummary: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                lotNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serial?: string;
                    summary: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lotNumber: string;
                        serial: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        } | null;
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    validateFindings: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                lotNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serial: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lotNumber: string;
                        serial: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        } | null;
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getSerialInspection: {
        parameters: {
            query?: {
                lot?: string;
                prodcat?: string;
            };
            header?: never;
            path: {
                serial: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lot: {
                            closedAt: string | null;
                            createdAt: string;
                            decidedQuantity: string;
                            decisions: {
                                decidedAt: string;
                                decidedBy: string | null;
                                decision: string;
                                itemNo: number;
                                matDoc: string;
                                movementType: string;
                                quantity: string;
                                serials: string[];
                            }[];
                            defects: {
                                code: string;
                                codeGroup: string;
                                createdAt: string;
                                createdBy: string;
                                defectId: string;
                                description: string;
                                documentReference: string | null;
                                note: string;
                                serial: string | null;
                            }[];
                            lotNumber: string;
                            material: string;
                            materialDescription: string;
                            note: string;
                            openedMatDoc: string | null;
                            origin: string;
                            plant: string;
                            prodcat: string;
                            purchaseOrder: string | null;
                            purchaseOrderItem: number | null;
                            quantity: string;
                            repairs: {
                                action: string;
                                createdAt: string;
                                createdBy: string;
                                matDoc: string | null;
                                partMaterial: string | null;
                                partQuantity: string | null;
                                repairId: string;
                                serial: string | null;
                            }[];
                            secondValidator: boolean;
                            serialized: boolean;
                            serials: {
                                decidedMatDoc: string | null;
                                decision: string | null;
                                defects: number;
                                equipmentNumber: string | null;
                                locked: boolean;
                                lockReason: string | null;
                                repairs: number;
                                serial: string;
                                /** @enum {string} */
                                state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                                summary: string;
                                validatedBy: string | null;
                            }[];
                            /** @enum {string} */
                            status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                            vendor: string | null;
                        };
                        serial: {
                            decidedMatDoc: string | null;
                            decision: string | null;
                            defects: number;
                            equipmentNumber: string | null;
                            locked: boolean;
                            lockReason: string | null;
                            repairs: number;
                            serial: string;
                            /** @enum {string} */
                            state: "OPEN" | "IN_INSPECTION" | "VALIDATED" | "DECIDED";
                            summary: string;
                            validatedBy: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchRepairOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                plant?: string;
                status?: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            lotNumber: string | null;
                            orderNumber: string;
                            plant: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                            units: number;
                            vendor: string;
                            vendorName: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createRepairOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lot: string;
                    note?: string;
                    serials: string[];
                    vendor?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        items: {
                            announcedShipDate: string | null;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            sentMatDoc: string | null;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        }[];
                        lotNumber: string | null;
                        note: string;
                        orderNumber: string;
                        plant: string;
                        /** @enum {string} */
                        status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        units: number;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getRepairOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        items: {
                            announcedShipDate: string | null;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            sentMatDoc: string | null;
                            serialNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        }[];
                        lotNumber: string | null;
                        note: string;
                        orderNumber: string;
                        plant: string;
                        /** @enum {string} */
                        status: "OPEN" | "SENT" | "ANNOUNCED" | "RECEIVED";
                        units: number;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    sendRepairOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lots: {
                            lotNumber: string;
                            serialNumber: string;
                        }[];
                        matDoc: string;
                        orderNumber: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    receiveRepairOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serials: string[];
                    sloc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lots: {
                            lotNumber: string;
                            serialNumber: string;
                        }[];
                        matDoc: string;
                        orderNumber: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    checkRepairSerial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
                serial: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemNo: number | null;
                        material: string | null;
                        ok: boolean;
                        reason: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchReturnOrders: {
        parameters: {
            query?: {
                customer?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                serialNo?: string;
                status?: "OPEN" | "PARTIAL" | "RECEIVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            category: "QUALITY" | "BLOCKED";
                            createdAt: string;
                            createdBy: string;
                            /** @enum {string} */
                            createdVia: "SCREEN" | "API";
                            customer: string;
                            customerName: string;
                            delivery: string;
                            externalId: string | null;
                            openSerials: number;
                            plant: string;
                            reason: string;
                            rmaNumber: string;
                            serialCount: number;
                            sloc: string;
                            /** @enum {string} */
                            status: "OPEN" | "PARTIAL" | "RECEIVED";
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createReturnOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery: string;
                    note?: string;
                    reason: string;
                    serials: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUALITY" | "BLOCKED";
                        createdAt: string;
                        createdBy: string;
                        /** @enum {string} */
                        createdVia: "SCREEN" | "API";
                        customer: string;
                        customerName: string;
                        delivery: string;
                        externalId: string | null;
                        items: {
                            issuedMatDoc: string;
                            itemNo: number;
                            lotNumber: string | null;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            serialNumber: string;
                        }[];
                        note: string;
                        plant: string;
                        reason: string;
                        rmaNumber: string;
                        sloc: string;
                        /** @enum {string} */
                        status: "OPEN" | "PARTIAL" | "RECEIVED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getReturnOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rmaNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUALITY" | "BLOCKED";
                        createdAt: string;
                        createdBy: string;
                        /** @enum {string} */
                        createdVia: "SCREEN" | "API";
                        customer: string;
                        customerName: string;
                        delivery: string;
                        externalId: string | null;
                        items: {
                            issuedMatDoc: string;
                            itemNo: number;
                            lotNumber: string | null;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            serialNumber: string;
                        }[];
                        note: string;
                        plant: string;
                        reason: string;
                        rmaNumber: string;
                        sloc: string;
                        /** @enum {string} */
                        status: "OPEN" | "PARTIAL" | "RECEIVED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    receiveReturn: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                rmaNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serials: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bin: string | null;
                        /** @enum {string} */
                        category: "QUALITY" | "BLOCKED";
                        lots: {
                            lotNumber: string;
                            serialNumber: string;
                        }[];
                        matDoc: string;
                        rmaNumber: string;
                        /** @enum {string} */
                        status: "OPEN" | "PARTIAL" | "RECEIVED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND, MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    checkReturnSerial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rmaNumber: string;
                serial: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemNo: number;
                        material: string;
                        rmaNumber: string;
                        serialNumber: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    returnOrderSheet: {
        parameters: {
            query?: {
                format?: "pdf" | "zpl";
            };
            header?: never;
            path: {
                rmaNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    findReturnOrder: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "QUALITY" | "BLOCKED";
                        createdAt: string;
                        createdBy: string;
                        /** @enum {string} */
                        createdVia: "SCREEN" | "API";
                        customer: string;
                        customerName: string;
                        delivery: string;
                        externalId: string | null;
                        items: {
                            issuedMatDoc: string;
                            itemNo: number;
                            lotNumber: string | null;
                            material: string;
                            materialDescription: string;
                            receivedMatDoc: string | null;
                            serialNumber: string;
                        }[];
                        note: string;
                        plant: string;
                        reason: string;
                        rmaNumber: string;
                        sloc: string;
                        /** @enum {string} */
                        status: "OPEN" | "PARTIAL" | "RECEIVED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    returnReasonList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reasons: {
                            /** @enum {string} */
                            category: "QUALITY" | "BLOCKED";
                            description: string;
                            reasonCode: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getSalesOrderForDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                salesOrderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditBlock: boolean;
                        deliveries: {
                            createdAt: string;
                            deliveryDate: string;
                            deliveryNumber: string;
                            itemCount: number;
                            orderNumber: string;
                            /** @enum {string} */
                            orderType: "SO" | "STO";
                            partner: string;
                            partnerName: string;
                            plant: string;
                            route: string | null;
                            shippingPoint: string;
                            /** @enum {string} */
                            status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        }[];
                        documentDate: string;
                        errors: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                        items: {
                            baseUnit: string;
                            closed: boolean;
                            deliveryDate: string;
                            inDeliveryQuantity: string;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            openQuantity: string;
                            quantity: string;
                            serialized: boolean;
                            sloc: string;
                        }[];
                        orderNumber: string;
                        /** @enum {string} */
                        orderType: "SO" | "STO";
                        partner: string;
                        partnerName: string;
                        plant: string;
                        route: string | null;
                        shippingPoint: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createSalesOrderDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                salesOrderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        itemNo: number;
                        quantity: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            deliveryDate: string;
                            deliveryNumber: string;
                            itemCount: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    salesOrderErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                salesOrderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchSalesOrders: {
        parameters: {
            query?: {
                customer?: string;
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                status?: "OPEN" | "IN_DELIVERY" | "COMPLETED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            customer: string;
                            customerName: string;
                            documentDate: string;
                            itemCount: number;
                            openItems: number;
                            plant: string;
                            salesOrderNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "IN_DELIVERY" | "COMPLETED";
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    resolveScan: {
        parameters: {
            query?: {
                plant?: string;
                warehouse?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        gs1: {
                            batch: string | null;
                            count: string | null;
                            elements: {
                                ai: string;
                                value: string;
                            }[];
                            gtin: string | null;
                            purchaseOrder: string | null;
                            serial: string | null;
                            sscc: string | null;
                        } | null;
                        matches: ({
                            binId: string;
                            binType: string;
                            blocked: boolean;
                            /** @enum {string} */
                            kind: "bin";
                            plantId: string;
                            storageType: string;
                            warehouseId: string;
                        } | {
                            baseUnit: string;
                            batchManaged: boolean;
                            description: string;
                            gtin: string | null;
                            /** @enum {string} */
                            kind: "material";
                            /** @enum {string} */
                            matchedBy: "materialNumber" | "gtin";
                            materialId: string;
                            serialized: boolean;
                        } | {
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            description: string;
                            equipmentNumber: string;
                            /** @enum {string} */
                            kind: "serial";
                            /** @enum {string} */
                            matchedBy: "serialNumber" | "equipmentNumber";
                            materialId: string;
                            plant: string;
                            serialNumber: string;
                            sloc: string | null;
                            status: string;
                            warehouse: string | null;
                        } | {
                            deliveryNumber: string;
                            huNumber: string;
                            /** @enum {string} */
                            kind: "handlingUnit";
                            /** @enum {string} */
                            matchedBy: "sscc" | "huNumber";
                            parentHu: string | null;
                            plant: string;
                            sscc: string;
                        })[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchEquipment: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                delivered?: "true";
                equipmentNumber?: string;
                locked?: "true" | "false";
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                serialNo?: string;
                sloc?: string;
                status?: "IN_STOCK" | "IN_TRANSIT" | "ISSUED" | "RETURNED" | "SCRAPPED" | "LOST" | "REMOVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            batch: string;
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            customer?: string | null;
                            equipmentNumber: string;
                            lastMatDoc: string;
                            locked: boolean;
                            material: string;
                            materialDescription: string;
                            plant: string;
                            serialNumber: string;
                            sloc: string | null;
                            status: string;
                            warehouse: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                equipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batch: string;
                        bin: string | null;
                        category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                        customer?: string | null;
                        equipmentNumber: string;
                        history: {
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            createdBy: string;
                            itemNo: number;
                            matDoc: string;
                            movementType: string;
                            plant: string;
                            postingDate: string;
                            sloc: string | null;
                            status: string;
                        }[];
                        lastMatDoc: string;
                        locked: boolean;
                        material: string;
                        materialDescription: string;
                        plant: string;
                        serialNumber: string;
                        sloc: string | null;
                        status: string;
                        warehouse: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier: string;
                    deliveries: string[];
                    /** Format: date-time */
                    plannedDeparture?: string;
                    profileId?: string;
                    service?: string;
                    trackingNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actualDeparture: string | null;
                        carrier: string;
                        carrierName: string;
                        createdAt: string;
                        deliveries: {
                            deliveryNumber: string;
                            partnerName: string;
                            podDifference: boolean;
                            status: string;
                        }[];
                        deliveryCount: number;
                        handlingUnits: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        items: {
                            deliveredQuantity: string | null;
                            deliveryNumber: string;
                            difference: string | null;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            reason: string | null;
                            unit: string;
                        }[];
                        plannedDeparture: string | null;
                        plant: string;
                        pod: {
                            date: string;
                            deliveredAt: string;
                            hasPhoto: boolean;
                            signer: string;
                        } | null;
                        podDifference: boolean;
                        profileId: string | null;
                        service: string;
                        shipmentNumber: string;
                        /** @enum {string} */
                        status: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actualDeparture: string | null;
                        carrier: string;
                        carrierName: string;
                        createdAt: string;
                        deliveries: {
                            deliveryNumber: string;
                            partnerName: string;
                            podDifference: boolean;
                            status: string;
                        }[];
                        deliveryCount: number;
                        handlingUnits: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        items: {
                            deliveredQuantity: string | null;
                            deliveryNumber: string;
                            difference: string | null;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            reason: string | null;
                            unit: string;
                        }[];
                        plannedDeparture: string | null;
                        plant: string;
                        pod: {
                            date: string;
                            deliveredAt: string;
                            hasPhoto: boolean;
                            signer: string;
                        } | null;
                        podDifference: boolean;
                        profileId: string | null;
                        service: string;
                        shipmentNumber: string;
                        /** @enum {string} */
                        status: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    shipmentDeliveryNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    shipmentOutputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outputs: {
                            /** @enum {string} */
                            channel: "DOWNLOAD" | "PRINTER";
                            copyOf: number | null;
                            createdAt: string;
                            createdBy: string;
                            documentId: string;
                            /** @enum {string} */
                            documentType: "DELIVERY" | "SHIPMENT" | "HU" | "MATDOC";
                            /** @enum {string} */
                            format: "pdf" | "zpl";
                            /** @enum {string} */
                            kind: "delivery-note" | "sscc" | "delivery" | "transfer-posting";
                            outputId: number;
                            printerId: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    confirmPod: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                shipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    items?: {
                        deliveredQuantity: string;
                        deliveryNumber: string;
                        itemNo: number;
                        reason?: string;
                    }[];
                    photo?: string;
                    /** Format: date */
                    podDate: string;
                    signer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        differences: {
                            deliveryNumber: string;
                            difference: string;
                            itemNo: number;
                            material: string;
                        }[];
                        podDifference: boolean;
                        shipmentNumber: string;
                        /** @enum {string} */
                        status: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    changeShipmentStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                shipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "LOADING" | "SHIPPED";
                    trackingNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actualDeparture: string | null;
                        carrier: string;
                        carrierName: string;
                        createdAt: string;
                        deliveries: {
                            deliveryNumber: string;
                            partnerName: string;
                            podDifference: boolean;
                            status: string;
                        }[];
                        deliveryCount: number;
                        handlingUnits: {
                            createdAt: string;
                            deliveryNumber: string;
                            grossWeight: string | null;
                            huNumber: string;
                            packagingMaterial: string;
                            parentHu: string | null;
                            plant: string;
                            shipmentNumber: string | null;
                            sscc: string;
                            status: string;
                        }[];
                        items: {
                            deliveredQuantity: string | null;
                            deliveryNumber: string;
                            difference: string | null;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            reason: string | null;
                            unit: string;
                        }[];
                        plannedDeparture: string | null;
                        plant: string;
                        pod: {
                            date: string;
                            deliveredAt: string;
                            hasPhoto: boolean;
                            signer: string;
                        } | null;
                        podDifference: boolean;
                        profileId: string | null;
                        service: string;
                        shipmentNumber: string;
                        /** @enum {string} */
                        status: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    bulkPod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    podDate: string;
                    shipmentNumbers: string[];
                    signer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            message: string;
                            /** @enum {string} */
                            result: "CONFIRMED" | "ALREADY_DELIVERED" | "REFUSED";
                            shipmentNumber: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    bulkPodPreviewEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shipmentNumbers: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            carrier: string | null;
                            deliveryCount: number;
                            message: string;
                            shipmentNumber: string;
                            /** @enum {string} */
                            state: "READY" | "DELIVERED" | "NOT_SHIPPED" | "UNKNOWN";
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    listShippingProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            carrier: string;
                            name: string;
                            profileId: string;
                            service: string;
                            shippingPoint: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getShippingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrierCode: string;
                        carrierName: string;
                        name: string;
                        profileId: string;
                        service: string;
                        shippingPoint: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    saveShippingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier: string;
                    name: string;
                    service: string;
                    shippingPoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrier: string;
                        name: string;
                        profileId: string;
                        service: string;
                        shippingPoint: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getStorageLocation: {
        parameters: {
            query?: {
                plant?: string;
            };
            header?: never;
            path: {
                slocId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        plantId: string;
                        plantName: string;
                        slocId: string;
                        warehouseId: string | null;
                        warehouseManaged: boolean;
                        warehouseName: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    slocTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromBin?: string;
                    fromSloc: string;
                    lines: {
                        batch?: string;
                        material: string;
                        quantity: string;
                        reason?: string;
                        serials?: string[];
                    }[];
                    plant: string;
                    toBin?: string;
                    toSloc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemCount: number;
                        matDoc: string;
                        movementType: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    postGoodsReceiptSto: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billOfLading?: string;
                    /** Format: date */
                    documentDate?: string;
                    headerText?: string;
                    items: {
                        batch?: string;
                        itemNo: number;
                        quantity: string;
                        serials?: string[];
                        sloc?: string;
                    }[];
                    /** Format: date */
                    postingDate?: string;
                    stoNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdEquipment: number;
                        documentDate: string;
                        grBin: string | null;
                        itemCount: number;
                        matDoc: string;
                        postingDate: string;
                        putawayWarning: string | null;
                        reversalOf: string | null;
                        transferOrder: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN, STOCK_TRANSPORT_ORDER_NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT, SERIAL_NOT_IN_TRANSIT, SERIAL_NOT_IN_TRANSIT_FOR_STO. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR, NO_GR_AREA. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    stockOverview: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                cursor?: string;
                limit?: number;
                material?: string;
                plant?: string;
                q?: string;
                sloc?: string;
                warehouse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inTransit: {
                            baseUnit: string;
                            batch: string;
                            material: string;
                            materialDescription: string;
                            quantity: string;
                            receivingPlant: string;
                        }[];
                        nextCursor: string | null;
                        rows: {
                            baseUnit: string;
                            batch: string;
                            bin: string | null;
                            /** @enum {string} */
                            category: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                            material: string;
                            materialDescription: string;
                            plant: string;
                            quantity: string;
                            serialized: boolean;
                            sloc: string;
                            warehouse: string | null;
                        }[];
                        totals: {
                            categories: {
                                BLOCKED: string;
                                IN_TRANSIT: string;
                                QUALITY: string;
                                UNRESTRICTED: string;
                            } & {
                                [key: string]: string;
                            };
                            quantity: string;
                            unit: string;
                        }[] | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getSto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stoNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentDate: string;
                        items: {
                            baseUnit: string;
                            batchesInTransit: string[];
                            batchManaged: boolean;
                            closed: boolean;
                            inTransitQuantity: string;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            qualityInspected: boolean;
                            quantity: string;
                            receivedQuantity: string;
                            receivingSloc: string;
                            serialized: boolean;
                            serialsInTransit: string[];
                            supplyingSloc: string;
                        }[];
                        receivingPlant: string;
                        receivingPlantName: string;
                        stoNumber: string;
                        supplyingPlant: string;
                        supplyingPlantName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createStoDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path: {
                stoNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        itemNo: number;
                        quantity: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            deliveryDate: string;
                            deliveryNumber: string;
                            itemCount: number;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    stoErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stoNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getStoForDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stoNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditBlock: boolean;
                        deliveries: {
                            createdAt: string;
                            deliveryDate: string;
                            deliveryNumber: string;
                            itemCount: number;
                            orderNumber: string;
                            /** @enum {string} */
                            orderType: "SO" | "STO";
                            partner: string;
                            partnerName: string;
                            plant: string;
                            route: string | null;
                            shippingPoint: string;
                            /** @enum {string} */
                            status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        }[];
                        documentDate: string;
                        errors: {
                            code: string;
                            createdAt: string;
                            createdBy: string;
                            deliveryNumber: string | null;
                            itemNo: number | null;
                            logId: number;
                            message: string;
                        }[];
                        items: {
                            baseUnit: string;
                            closed: boolean;
                            deliveryDate: string;
                            inDeliveryQuantity: string;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            openQuantity: string;
                            quantity: string;
                            serialized: boolean;
                            sloc: string;
                        }[];
                        orderNumber: string;
                        /** @enum {string} */
                        orderType: "SO" | "STO";
                        partner: string;
                        partnerName: string;
                        plant: string;
                        route: string | null;
                        shippingPoint: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchStos: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                open?: "true" | "false";
                page?: number;
                pageSize?: number;
                plant?: string;
                supplyingPlant?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            documentDate: string;
                            itemCount: number;
                            openItems: number;
                            receivingPlant: string;
                            stoNumber: string;
                            supplyingPlant: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchEquipmentV2: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                delivered?: "true";
                equipmentNumber?: string;
                locked?: "true" | "false";
                material?: string;
                materialGroup?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                serialNo?: string;
                sloc?: string;
                status?: "IN_STOCK" | "IN_TRANSIT" | "ISSUED" | "RETURNED" | "SCRAPPED" | "LOST" | "REMOVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            batch: string;
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            customer?: string | null;
                            equipmentNumber: string;
                            lastMatDoc: string;
                            locked: boolean;
                            material: string;
                            materialDescription: string;
                            plant: string;
                            serialNumber: string;
                            sloc: string | null;
                            status: string;
                            warehouse: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getEquipmentV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                equipmentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batch: string;
                        bin: string | null;
                        category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                        customer?: string | null;
                        equipmentNumber: string;
                        history: {
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            createdBy: string;
                            itemNo: number;
                            matDoc: string;
                            movementType: string;
                            plant: string;
                            postingDate: string;
                            sloc: string | null;
                            status: string;
                        }[];
                        lastMatDoc: string;
                        locked: boolean;
                        material: string;
                        materialDescription: string;
                        plant: string;
                        serialNumber: string;
                        sloc: string | null;
                        status: string;
                        warehouse: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    validateReceivingMaterial: {
        parameters: {
            query: {
                arrivalId: number;
                scan: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asnNumber: string | null;
                        expected: boolean;
                        /** @enum {string} */
                        kind: "PACKAGE" | "SERIAL" | "MATERIAL" | "UNKNOWN";
                        material: string | null;
                        message: string;
                        openQuantity: string | null;
                        requestNumber?: string | null;
                        sscc: string | null;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    validateSerial: {
        parameters: {
            query: {
                bin?: string;
                material: string;
                plant: string;
                purpose: "RECEIPT" | "TRANSIT" | "STOCK";
                serialNo: string;
                sloc?: string;
                sto?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        material: string;
                        serialNumber: string;
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchVendorReturns: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                plant?: string;
                poNumber?: string;
                status?: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            deliveryNumber: string;
                            grDocument: string | null;
                            itemCount: number;
                            /** @enum {string} */
                            movementType: "122" | "161";
                            plant: string;
                            poNumber: string;
                            /** @enum {string} */
                            status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                            vendor: string;
                            vendorName: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    createVendorReturn: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grDocument: string;
                    items: {
                        item: number;
                        quantity: string;
                        /** @enum {string} */
                        reason: "0001" | "0002" | "0003" | "0004";
                        serials?: string[];
                    }[];
                    /** @enum {string} */
                    movementType: "122";
                    note?: string;
                } | {
                    items: {
                        item: number;
                        quantity: string;
                        /** @enum {string} */
                        reason: "0001" | "0002" | "0003" | "0004";
                        serials?: string[];
                    }[];
                    /** @enum {string} */
                    movementType: "161";
                    note?: string;
                    poNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        deliveryNumber: string;
                        documents: {
                            matDoc: string;
                            movementType: string;
                            postingDate: string;
                            reversalOf: string | null;
                        }[];
                        goodsIssueMatDoc: string | null;
                        grDocument: string | null;
                        itemCount: number;
                        items: {
                            baseUnit: string;
                            grItem: number | null;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            packedQuantity: string;
                            pickedQuantity: string;
                            pickedSerials: string[];
                            poItem: number;
                            quantity: string;
                            /** @enum {string} */
                            reason: "0001" | "0002" | "0003" | "0004";
                            reasonText: string;
                            serialized: boolean;
                            serials: string[];
                            sloc: string;
                        }[];
                        /** @enum {string} */
                        movementType: "122" | "161";
                        note: string;
                        partnerName: string;
                        plant: string;
                        poNumber: string;
                        shipmentNumber: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        transferOrders: {
                            openLines: number;
                            orderId: string;
                            status: string;
                        }[];
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    getVendorReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        deliveryNumber: string;
                        documents: {
                            matDoc: string;
                            movementType: string;
                            postingDate: string;
                            reversalOf: string | null;
                        }[];
                        goodsIssueMatDoc: string | null;
                        grDocument: string | null;
                        itemCount: number;
                        items: {
                            baseUnit: string;
                            grItem: number | null;
                            issuedQuantity: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            packedQuantity: string;
                            pickedQuantity: string;
                            pickedSerials: string[];
                            poItem: number;
                            quantity: string;
                            /** @enum {string} */
                            reason: "0001" | "0002" | "0003" | "0004";
                            reasonText: string;
                            serialized: boolean;
                            serials: string[];
                            sloc: string;
                        }[];
                        /** @enum {string} */
                        movementType: "122" | "161";
                        note: string;
                        partnerName: string;
                        plant: string;
                        poNumber: string;
                        shipmentNumber: string | null;
                        /** @enum {string} */
                        status: "OPEN" | "PICKING" | "PICKED" | "PACKED" | "GOODS_ISSUED" | "DELIVERED";
                        transferOrders: {
                            openLines: number;
                            orderId: string;
                            status: string;
                        }[];
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    returnableOfPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                poNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        grDocument: string | null;
                        items: {
                            baseUnit: string;
                            inStockQuantity: string;
                            item: number;
                            material: string;
                            materialDescription: string;
                            plant: string;
                            poItem: number;
                            receivedQuantity: string;
                            returnableQuantity: string;
                            returnedQuantity: string;
                            serialized: boolean;
                            serials: string[];
                            sloc: string;
                        }[];
                        /** @enum {string} */
                        movementType: "122" | "161";
                        plant: string;
                        poNumber: string;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    vendorReturnReasonList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reasons: {
                            description: string;
                            /** @enum {string} */
                            reasonCode: "0001" | "0002" | "0003" | "0004";
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    returnableOfReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                matDoc: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        grDocument: string | null;
                        items: {
                            baseUnit: string;
                            inStockQuantity: string;
                            item: number;
                            material: string;
                            materialDescription: string;
                            plant: string;
                            poItem: number;
                            receivedQuantity: string;
                            returnableQuantity: string;
                            returnedQuantity: string;
                            serialized: boolean;
                            serials: string[];
                            sloc: string;
                        }[];
                        /** @enum {string} */
                        movementType: "122" | "161";
                        plant: string;
                        poNumber: string;
                        vendor: string;
                        vendorName: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string;
                        country: string;
                        countryName: string;
                        email: string | null;
                        name: string;
                        vendorId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    postXferPosting: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from?: {
                        bin?: string;
                        /** @enum {string} */
                        category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                        plant: string;
                        sloc: string;
                    };
                    headerText?: string;
                    lines: {
                        batch?: string;
                        material: string;
                        quantity: string;
                        reason?: string;
                        serials?: string[];
                        toMaterial?: string;
                        transitItem?: number;
                    }[];
                    /** @enum {string} */
                    movementType: "301" | "303" | "305" | "309" | "311" | "321" | "343" | "344" | "349" | "350";
                    to?: {
                        bin?: string;
                        plant?: string;
                        sloc?: string;
                    };
                    transitDocument?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemCount: number;
                        matDoc: string;
                        movementType: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    listTransitTransfers: {
        parameters: {
            query?: {
                plant?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            batch: string;
                            description: string;
                            issuingPlant: string;
                            issuingSloc: string;
                            itemNo: number;
                            matDoc: string;
                            material: string;
                            openQuantity: string;
                            postingDate: string;
                            quantity: string;
                            receivingPlant: string;
                            serials: string[];
                        }[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    autocompleteCostCenters: {
        parameters: {
            query?: {
                companyCode?: string;
                page?: string;
                pageSize?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasMore: boolean;
                        options: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    autocompleteMaterials: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasMore: boolean;
                        options: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    autocompleteByGroup: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
            };
            header?: never;
            path: {
                materialGroup: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasMore: boolean;
                        options: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    autocompleteByType: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
            };
            header?: never;
            path: {
                materialType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasMore: boolean;
                        options: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    autocompleteNonSerialized: {
        parameters: {
            query?: {
                page?: string;
                pageSize?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasMore: boolean;
                        options: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    lookupCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lookups: {
                            count: number;
                            etag: string;
                            lastModified: string;
                            /** @enum {string} */
                            name: "isocountries" | "shippingroutes" | "material_groups" | "material_types";
                            options: {
                                disabled?: boolean;
                                label: string;
                                value: string;
                            }[];
                            path: string;
                            version: number;
                        }[];
                        refreshedAt: string;
                        version: number;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    refreshLookupCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lookups: {
                            changed: boolean;
                            count: number;
                            etag: string;
                            /** @enum {string} */
                            name: "isocountries" | "shippingroutes" | "material_groups" | "material_types";
                        }[];
                        refreshedAt: string;
                        version: number;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    defaultPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        desc: string;
                        selected: boolean;
                        url: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    setDefaultPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    isoCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disabled?: boolean;
                        label: string;
                        value: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    materialGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disabled?: boolean;
                        label: string;
                        value: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    materialTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disabled?: boolean;
                        label: string;
                        value: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    printHelper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        firstName: string;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        username: string;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string | null;
                    firstName: string;
                    language: string | null;
                    lastName: string;
                    phone: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        firstName: string;
                        language: string | null;
                        lastName: string;
                        phone: string | null;
                        username: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    handheldCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        qr: string;
                        seconds: number;
                        url: string;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    menu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"][];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    getSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolment: boolean;
                        passkeys: {
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        recoveryCodesLeft: number;
                        required: boolean;
                        totp: boolean;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: string[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolment: boolean;
                        passkeys: {
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        recoveryCodesLeft: number;
                        required: boolean;
                        totp: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deletePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolment: boolean;
                        passkeys: {
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        recoveryCodesLeft: number;
                        required: boolean;
                        totp: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    passkeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolment: boolean;
                        passkeys: {
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        recoveryCodesLeft: number;
                        required: boolean;
                        totp: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        qr: string;
                        secret: string;
                        uri: string;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    shippingRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disabled?: boolean;
                        label: string;
                        value: string;
                    }[];
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    readPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                area: "delivery" | "deliverydue" | "displaystock" | "goodsreceipt" | "iqms" | "pi" | "storagebin" | "wm" | "xferposting" | "zih08" | "zrec" | "shipments";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    writePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                area: "delivery" | "deliverydue" | "displaystock" | "goodsreceipt" | "iqms" | "pi" | "storagebin" | "wm" | "xferposting" | "zih08" | "zrec" | "shipments";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: CSRF. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: NOT_FOUND. */
            404: components["responses"]["Error404"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveryInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mayPost: boolean;
                        plants: {
                            label: string;
                            value: string;
                        }[];
                        routes: {
                            label: string;
                            value: string;
                        }[];
                        statuses: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveriesDueInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mayPost: boolean;
                        plants: {
                            label: string;
                            value: string;
                        }[];
                        routes: {
                            label: string;
                            value: string;
                        }[];
                        statuses: {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    deliveriesDueList: {
        parameters: {
            query?: {
                dueBy?: string;
                orderType?: "SO" | "STO";
                page?: number;
                pageSize?: number;
                partner?: string;
                plant?: string;
                route?: string;
                shippingPoint?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            deliveryDate: string;
                            itemNo: number;
                            material: string;
                            materialDescription: string;
                            openQuantity: string;
                            orderNumber: string;
                            /** @enum {string} */
                            orderType: "SO" | "STO";
                            partner: string;
                            partnerName: string;
                            plant: string;
                            quantity: string;
                            route: string | null;
                            shippingPoint: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    goodsReceiptInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canPost: boolean;
                        isSupplier: boolean;
                        plants: {
                            name: string;
                            plantId: string;
                            slocs: {
                                name: string;
                                slocId: string;
                                warehouseManaged: boolean;
                            }[];
                            today: string;
                        }[];
                        today: string;
                        vendors: {
                            name: string;
                            vendorId: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    goodsReceiptList: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                number?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                type?: "PO" | "STO";
                vendor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            documentDate: string;
                            itemCount: number;
                            number: string;
                            openItems: number;
                            partner: string;
                            plant: string;
                            /** @enum {string} */
                            type: "PO" | "STO";
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    equipmentScreenSearch: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                delivered?: "true";
                equipmentNumber?: string;
                locked?: "true" | "false";
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                serialNo?: string;
                sloc?: string;
                status?: "IN_STOCK" | "IN_TRANSIT" | "ISSUED" | "RETURNED" | "SCRAPPED" | "LOST" | "REMOVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            batch: string;
                            bin: string | null;
                            category: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            customer?: string | null;
                            equipmentNumber: string;
                            lastMatDoc: string;
                            locked: boolean;
                            material: string;
                            materialDescription: string;
                            plant: string;
                            serialNumber: string;
                            sloc: string | null;
                            status: string;
                            warehouse: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    imagingScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageTypes: {
                            description: string;
                            imageType: string;
                        }[];
                        maxBytes: number;
                        maxFiles: number;
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    invmgmtInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readonly categories: ("UNRESTRICTED" | "QUALITY" | "BLOCKED")[];
                        plants: {
                            name: string;
                            plantId: string;
                            storageLocations: {
                                name: string;
                                slocId: string;
                                warehouseId: string | null;
                            }[];
                            warehouses: {
                                binTypes: {
                                    binType: string;
                                    description: string;
                                }[];
                                name: string;
                                storageTypes: {
                                    name: string;
                                    storageType: string;
                                }[];
                                warehouseId: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    piScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readonly categories: ("UNRESTRICTED" | "QUALITY" | "BLOCKED")[];
                        plants: {
                            name: string;
                            plantId: string;
                            storageLocations: {
                                name: string;
                                slocId: string;
                                warehouseId: string | null;
                            }[];
                            warehouses: {
                                binTypes: {
                                    binType: string;
                                    description: string;
                                }[];
                                name: string;
                                storageTypes: {
                                    name: string;
                                    storageType: string;
                                }[];
                                warehouseId: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    searchPiDocuments: {
        parameters: {
            query?: {
                bin?: string;
                dateFrom?: string;
                dateTo?: string;
                material?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                status?: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                warehouse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            binCount: number;
                            countedItems: number;
                            createdAt: string;
                            createdBy: string;
                            itemCount: number;
                            piNumber: string;
                            plant: string;
                            postedMatDoc: string | null;
                            selection: string;
                            sloc: string;
                            /** @enum {string} */
                            status: "CREATED" | "COUNTING" | "COUNTED" | "RECOUNT" | "POSTED";
                            warehouseId: string;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    stockExport: {
        parameters: {
            query?: {
                batch?: string;
                bin?: string;
                category?: "UNRESTRICTED" | "QUALITY" | "BLOCKED";
                material?: string;
                plant?: string;
                q?: string;
                sloc?: string;
                warehouse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    stockScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readonly categories: ("UNRESTRICTED" | "QUALITY" | "BLOCKED")[];
                        plants: {
                            name: string;
                            plantId: string;
                            storageLocations: {
                                name: string;
                                slocId: string;
                                warehouseId: string | null;
                            }[];
                            warehouses: {
                                binTypes: {
                                    binType: string;
                                    description: string;
                                }[];
                                name: string;
                                storageTypes: {
                                    name: string;
                                    storageType: string;
                                }[];
                                warehouseId: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    storageBinScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readonly categories: ("UNRESTRICTED" | "QUALITY" | "BLOCKED")[];
                        plants: {
                            name: string;
                            plantId: string;
                            storageLocations: {
                                name: string;
                                slocId: string;
                                warehouseId: string | null;
                            }[];
                            warehouses: {
                                binTypes: {
                                    binType: string;
                                    description: string;
                                }[];
                                name: string;
                                storageTypes: {
                                    name: string;
                                    storageType: string;
                                }[];
                                warehouseId: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    storageBinSearch: {
        parameters: {
            query: {
                after?: string;
                binType?: string;
                blocked?: "true" | "false";
                limit?: string;
                occupancy?: "empty" | "occupied";
                plant: string;
                prefix?: string;
                storageType?: string;
                warehouse: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            binId: string;
                            binType: string;
                            binTypeDescription: string;
                            blocked: boolean;
                            capacity: string | null;
                            content?: {
                                firstMaterial: string | null;
                                materials: number;
                                positions: number;
                                quantity: string;
                            };
                            storageType: string;
                            storageTypeName: string;
                            storageTypeRole: string;
                            warehouseId: string;
                        }[];
                        nextCursor: string | null;
                        plantId: string;
                        warehouseId: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    closeLot: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decisions: {
                        /** @enum {string} */
                        decision: "ACCEPT" | "REJECT" | "RETURN" | "SCRAP";
                        quantity?: string;
                        serial?: string;
                    }[];
                    headerText?: string;
                    lotNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decidedQuantity: string;
                        lotNumber: string;
                        matDoc: string;
                        quantity: string;
                        /** @enum {string} */
                        status: "OPEN" | "IN_INSPECTION" | "DECIDED" | "CLOSED";
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF, PLANT_SCOPE. */
            403: components["responses"]["Error403"];
            /** @description Not found: the record named in the path does not exist, or is outside the caller’s plants or vendor. Codes: MATERIAL_DOCUMENT_NOT_FOUND, QUALITY_LOT_UNKNOWN. */
            404: components["responses"]["Error404"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT, ALREADY_REVERSED, INSUFFICIENT_STOCK, QUALITY_LOT_CLOSED, QUALITY_LOT_MISSING, QUALITY_LOT_OVER_DECISION, SERIAL_ALREADY_PRESENT, SERIAL_BLOCKED, SERIAL_IN_QUALITY, SERIAL_LOCKED, SERIAL_LOCKED_BECAUSE, SERIAL_MOVED_SINCE, SERIAL_NOT_AT, SERIAL_OTHER_CATEGORY, SERIAL_UNKNOWN, TRANSIT_ALREADY_PLACED, TRANSIT_OVER_OPEN, TRANSIT_SERIAL_NOT_IN_DOCUMENT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED, BIN_BLOCKED, BIN_NOT_ALLOWED, BIN_REQUIRED, BIN_UNKNOWN, CATEGORY, COST_CENTER_OTHER_COMPANY, COST_CENTER_UNKNOWN, CUSTOMER, DESTINATION_MUST_DIFFER, DESTINATION_MUST_MATCH, DESTINATION_NOT_ALLOWED, DESTINATION_REQUIRED, FIELD_NOT_ALLOWED, FIELD_REQUIRED, IS_REVERSAL, MATERIAL_NOT_MAINTAINED, MATERIAL_TRANSFER_MISMATCH, MATERIAL_TRANSFER_UNPAIRED, MATERIAL_UNKNOWN, MOVEMENT_TYPE_REVERSAL_ONLY, MOVEMENT_TYPE_UNKNOWN, NOT_REVERSIBLE, PLANT, POSTING_DATE, POSTING_PERIOD_CLOSED, QUALITY_LOT_MATERIAL, QUALITY_SERIAL_NOT_IN_LOT, REASON, REFERENCE_CLOSED, REFERENCE_ITEM_NOT_ALLOWED, REFERENCE_ITEM_REQUIRED, REFERENCE_ITEM_UNKNOWN, REFERENCE_MATERIAL_MISMATCH, REFERENCE_NOT_ALLOWED, REFERENCE_OVER_DELIVERY, REFERENCE_PARTY_MISMATCH, REFERENCE_PLANT_MISMATCH, REFERENCE_REQUIRED, REFERENCE_UNDERFLOW, REFERENCE_UNKNOWN, SLOC, SOURCE_NOT_ALLOWED, SOURCE_REQUIRED, TRANSIT_DESTINATION_PLANT_ONLY, TRANSIT_DOCUMENT_BATCH, TRANSIT_DOCUMENT_NONE, VENDOR. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    lockEquipment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    material?: string;
                    reason: string;
                    serial: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        equipmentNumber: string;
                        locked: boolean;
                        material: string;
                        reason: string | null;
                        serial: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    unlockEquipment: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. One key per posting attempt: the same key replays the first answer. */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    material?: string;
                    reason: string;
                    serial: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        equipmentNumber: string;
                        locked: boolean;
                        material: string;
                        reason: string | null;
                        serial: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT, INVALID_JSON, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN, CSRF. */
            403: components["responses"]["Error403"];
            /** @description Conflict with the state of the data. Codes: IDEMPOTENCY_IN_FLIGHT. */
            409: components["responses"]["Error409"];
            /** @description The body is too large. Codes: TOO_LARGE. */
            413: components["responses"]["Error413"];
            /** @description The body’s media type is not one this operation takes. Codes: UNSUPPORTED_MEDIA_TYPE. */
            415: components["responses"]["Error415"];
            /** @description Refused: the request is well-formed but the data does not allow it. Codes: IDEMPOTENCY_KEY_REUSED. */
            422: components["responses"]["Error422"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
            /** @description The database is not reachable, or the instance drains. Codes: DATABASE_UNAVAILABLE. */
            503: components["responses"]["Error503"];
        };
    };
    qualityScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plants: {
                            name: string;
                            plantId: string;
                        }[];
                        prodcats: {
                            description: string;
                            prodcat: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    dockDayJson: {
        parameters: {
            query: {
                date?: string;
                plant: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canDecide: boolean;
                        date: string;
                        doors: {
                            capacity: number;
                            closes: string;
                            door: string;
                            name: string;
                            opens: string;
                            slotMinutes: number;
                            slots: {
                                bookings: {
                                    asnNumber: string | null;
                                    bookingId: number;
                                    date: string;
                                    door: string;
                                    plant: string;
                                    poNumber: string | null;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONFIRMED" | "REFUSED" | "ARRIVED";
                                    time: string;
                                    vendor: string | null;
                                }[];
                                free: number;
                                time: string;
                            }[];
                        }[];
                        plant: string;
                        today: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    shipmentInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carriers: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        mayConfirmPod: boolean;
                        mayCreate: boolean;
                        plants: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                        profiles: {
                            carrier: string;
                            disabled?: boolean;
                            label: string;
                            service: string;
                            shippingPoint: string;
                            value: string;
                        }[];
                        statuses: {
                            disabled?: boolean;
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    shipmentList: {
        parameters: {
            query?: {
                carrier?: string;
                deliveryNumber?: string;
                page?: number;
                pageSize?: number;
                plant?: string;
                shipmentNumber?: string;
                status?: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            actualDeparture: string | null;
                            carrier: string;
                            carrierName: string;
                            createdAt: string;
                            deliveryCount: number;
                            plannedDeparture: string | null;
                            plant: string;
                            podDifference: boolean;
                            profileId: string | null;
                            service: string;
                            shipmentNumber: string;
                            /** @enum {string} */
                            status: "PLANNED" | "LOADING" | "SHIPPED" | "DELIVERED";
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                        }[];
                        maxPage: number;
                        page: number;
                        pageSize: number;
                        total: number;
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    xferPostingScreenInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readonly categories: ("UNRESTRICTED" | "QUALITY" | "BLOCKED")[];
                        movementTypes: {
                            /** @enum {string} */
                            destination: "PLANT" | "SLOC" | "MATERIAL" | "SAME" | "TRANSIT" | "PLACEMENT";
                            fromCategory: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            text: string;
                            toCategory: ("UNRESTRICTED" | "QUALITY" | "BLOCKED") | null;
                            type: string;
                        }[];
                        plants: {
                            name: string;
                            plantId: string;
                            storageLocations: {
                                name: string;
                                slocId: string;
                                warehouseId: string | null;
                            }[];
                            warehouses: {
                                binTypes: {
                                    binType: string;
                                    description: string;
                                }[];
                                name: string;
                                storageTypes: {
                                    name: string;
                                    storageType: string;
                                }[];
                                warehouseId: string;
                            }[];
                        }[];
                        receivingPlants: {
                            name: string;
                            plantId: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
    arrivalsOfDayJson: {
        parameters: {
            query: {
                date?: string;
                plant: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivals: {
                            arrivalId: number;
                            arrivedAt: string;
                            asnNumber: string | null;
                            carrier: string;
                            door: string;
                            plant: string;
                            plate: string;
                        }[];
                        date: string;
                        doors: {
                            door: string;
                            name: string;
                        }[];
                        expected: {
                            asnNumber: string;
                            openPackages: number;
                            packages: number;
                            poNumber: string;
                            slot: string | null;
                            /** @enum {string} */
                            status: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                            vendor: string;
                            vendorName: string;
                        }[];
                        openNotices: {
                            asnNumber: string;
                            poNumber: string;
                            shipDate: string;
                            slot: string | null;
                            slotDate: string | null;
                            slotDoor: string | null;
                            slotTime: string | null;
                            /** @enum {string} */
                            status: "ANNOUNCED" | "ARRIVED" | "PARTIALLY_RECEIVED" | "RECEIVED";
                            vendor: string;
                            vendorName: string;
                        }[];
                        plant: string;
                    };
                };
            };
            /** @description Bad request: a field is wrong (details.field names it), or the body is not what the operation takes. Codes: INVALID_INPUT. */
            400: components["responses"]["Error400"];
            /** @description Not signed in, or the API token is unknown or revoked. Codes: NOT_SIGNED_IN. */
            401: components["responses"]["Error401"];
            /** @description The caller lacks the grant (a token: the scope) this operation needs. Codes: FORBIDDEN. */
            403: components["responses"]["Error403"];
            /** @description An unexpected error (the request id is in the log). Codes: INTERNAL. */
            500: components["responses"]["Error500"];
        };
    };
}
