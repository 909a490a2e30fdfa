"""Verifying a Supplier Portal webhook delivery in Python 3 (standard library only).

The portal signs the raw body: X-Portal-Signature: sha256=<hex HMAC-SHA256 of the body with the webhook secret>.
Verify the bytes as received, before any JSON parsing; compare in constant time.
"""
from __future__ import annotations

import hashlib
import hmac
import json
from http.server import BaseHTTPRequestHandler, HTTPServer


def verified(raw_body: bytes, signature_header: str | None, secret: str) -> bool:
    expected = "sha256=" + hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode(), (signature_header or "").encode())


class PortalWebhook(BaseHTTPRequestHandler):
    secret = ""  # the webhook secret (whsec_...), shown once when the webhook was set

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not verified(body, self.headers.get("X-Portal-Signature"), self.secret):
            self.send_response(401)
            self.end_headers()
            return
        event = json.loads(body)
        # store the event, deduplicated by self.headers["X-Portal-Event-Id"], then answer 2xx
        print(event["eventId"], event["type"], event["payload"].get("matDoc"))
        self.send_response(204)
        self.end_headers()


if __name__ == "__main__":
    import os

    PortalWebhook.secret = os.environ["PORTAL_WEBHOOK_SECRET"]
    HTTPServer(("0.0.0.0", 8080), PortalWebhook).serve_forever()
