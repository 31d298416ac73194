"""Writes a small synthetic Garmin Connect account export (wellness part) as LAYOUTS.md section 7 describes it.

usage: make_garmin_wellness.py OUT.zip [ACTIVITY.fit]
No public sample exists; field names and shapes follow the layout notes (structure read from one real
export, nothing copied): a fake userPK, no e-mail anywhere. DI_CONNECT/DI-Connect-Wellness holds one
sleepData file (3 nights: ENHANCED_CONFIRMED_FINAL, UNCONFIRMED, OFF_WRIST) and one userBioMetrics file
(weight in grams, height in cm, vo2MaxRunning); DI_CONNECT/DI-Connect-Aggregator one UDSFile (3 days
across the 2024-03-10 US daylight-saving change: local midnight is 08:00Z, then 07:00Z).
"""
import json
import sys
import zipfile

USER = "90000001"

SLEEP = [
    {"sleepStartTimestampGMT": "2024-03-09T06:30:00.0", "sleepEndTimestampGMT": "2024-03-09T14:10:00.0",
     "calendarDate": "2024-03-09", "sleepWindowConfirmationType": "ENHANCED_CONFIRMED_FINAL",
     "deepSleepSeconds": 5400, "lightSleepSeconds": 15000, "remSleepSeconds": 6000, "awakeSleepSeconds": 1200,
     "unmeasurableSeconds": 0, "averageRespiration": 14.5, "lowestRespiration": 11.0, "highestRespiration": 19.0},
    {"sleepStartTimestampGMT": "2024-03-10T07:05:00.0", "sleepEndTimestampGMT": "2024-03-10T13:35:00.0",
     "calendarDate": "2024-03-10", "sleepWindowConfirmationType": "UNCONFIRMED",
     "deepSleepSeconds": 3600, "lightSleepSeconds": 14400, "remSleepSeconds": 4200, "awakeSleepSeconds": 1200,
     "unmeasurableSeconds": 0, "averageRespiration": 15.0, "lowestRespiration": 12.0, "highestRespiration": 18.0},
    {"sleepStartTimestampGMT": "2024-03-11T06:00:00.0", "sleepEndTimestampGMT": "2024-03-11T13:00:00.0",
     "calendarDate": "2024-03-11", "sleepWindowConfirmationType": "OFF_WRIST",
     "deepSleepSeconds": 0, "lightSleepSeconds": 0, "remSleepSeconds": 0, "awakeSleepSeconds": 0,
     "unmeasurableSeconds": 25200},
]


def day(date, gmt_hour, steps, meters, active, bmr, resting, water):
    return {
        "userProfilePK": int(USER), "calendarDate": date,
        "wellnessStartTimeGmt": "%sT%02d:00:00.0" % (date, gmt_hour),
        "wellnessStartTimeLocal": "%sT00:00:00.0" % date,
        "totalSteps": steps, "totalDistanceMeters": meters, "totalKilocalories": active + bmr,
        "activeKilocalories": active, "bmrKilocalories": bmr, "restingHeartRate": resting,
        "minHeartRate": resting - 3, "maxHeartRate": 151, "floorsAscendedInMeters": 30.48,
        "moderateIntensityMinutes": 20, "vigorousIntensityMinutes": 5,
        "allDayStress": {"aggregatorList": [{"type": "TOTAL", "averageStressLevel": 31}]},
        "bodyBattery": {"bodyBatteryStatList": [{"bodyBatteryStatType": "HIGHEST", "statsValue": 88}]},
        "hydration": {"valueInML": water} if water is not None else None,
    }


UDS = [
    day("2024-03-09", 8, 10234, 7801.5, 512.0, 1650.0, 52, 1500.0),
    day("2024-03-10", 8, 4321, 3300.25, 210.0, 1650.0, 54, None),
    day("2024-03-11", 7, 15002, 12010.0, 801.0, 1655.0, 51, 2250.0),
]

BIO = [
    {"metaData": {"calendarDate": "2024-03-09T00:00:00.0"},
     "weight": {"weight": 58967.0, "timestampGMT": "2024-03-09T15:02:00.0", "sourceType": "INDEX_SCALE"},
     "height": 170.0, "vo2MaxRunning": 45.0},
    {"metaData": {"calendarDate": "2024-03-11T00:00:00.0"},
     "weight": {"weight": 58512.5, "timestampGMT": "2024-03-11T14:45:00.0", "sourceType": "MANUAL"}},
]


def main(out, fit=None):
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        base = "DI_CONNECT/"
        z.writestr(base + "DI-Connect-Wellness/2024-03-01_2024-06-09_%s_sleepData.json" % USER, json.dumps(SLEEP))
        z.writestr(base + "DI-Connect-Aggregator/UDSFile_2024-03-09_2024-06-17.json", json.dumps(UDS))
        z.writestr(base + "DI-Connect-Wellness/%s_userBioMetrics.json" % USER, json.dumps(BIO, indent=2))
        if fit:
            # An activity file where the export keeps uploaded ones, beside the wellness JSON.
            z.write(fit, base + "DI-Connect-Uploaded-Files/activity_1.fit")


if __name__ == "__main__":
    main(*sys.argv[1:3])
