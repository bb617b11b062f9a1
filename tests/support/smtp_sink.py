"""A real SMTP server for the notification tests (aiosmtpd on 127.0.0.1).

    python3 smtp_sink.py <folder> <port>

Every accepted message becomes <folder>/<n>.json with the envelope recipients and the
decoded To, Subject, Message-ID and text body (written to a temporary name, then renamed,
so a reader never sees half a file). Prints READY once listening; stops when stdin closes.
Exits with status 3 and says so when aiosmtpd is missing.
"""
import email
import email.policy
import json
import os
import sys
import time

try:
    from aiosmtpd.controller import Controller
except ImportError:
    print("MISSING aiosmtpd: pip install aiosmtpd", flush=True)
    sys.exit(3)

folder, port = sys.argv[1], int(sys.argv[2])


class Sink:
    def __init__(self):
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        raw = envelope.original_content or envelope.content
        if isinstance(raw, str):
            raw = raw.encode("utf-8")
        message = email.message_from_bytes(raw, policy=email.policy.default)
        body = message.get_body(preferencelist=("plain",))
        record = {
            "envelope_to": list(envelope.rcpt_tos),
            "from": str(message["From"]),
            "to": str(message["To"]),
            "subject": str(message["Subject"]),
            "message_id": str(message["Message-ID"]),
            "body": body.get_content() if body is not None else "",
        }
        name = os.path.join(folder, "%020d-%04d.json" % (time.time_ns(), self.count))
        with open(name + ".tmp", "w", encoding="utf-8") as f:
            json.dump(record, f)
        os.rename(name + ".tmp", name)
        return "250 Message accepted for delivery"


controller = Controller(Sink(), hostname="127.0.0.1", port=port)
controller.start()
print("READY", flush=True)
try:
    sys.stdin.read()
finally:
    controller.stop()
