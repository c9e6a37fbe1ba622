/** A self-signed certificate for 127.0.0.1 (P-256) as PEM, made for the run (see tls.mjs). */
export declare function localCertificate(): { key: string; cert: string };
